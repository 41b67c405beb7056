import { rovingTarget } from './roving-focus';

describe('rovingTarget', () => {
  it('steps forward and back with the arrows, wrapping round', () => {
    expect(rovingTarget('ArrowRight', 0, 3)).toBe(1);
    expect(rovingTarget('ArrowDown', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTarget('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
    expect(rovingTarget('Enter', 1, 3)).toBeNull();
    expect(rovingTarget('ArrowRight', 0, 0)).toBeNull();
  });
});
