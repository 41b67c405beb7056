// CSS imports are irrelevant to component behaviour under jest.
export default {};
