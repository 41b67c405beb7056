/* global jest */
// The integration project's default time per test and hook. `testTimeout` in a project's own config does not reach
// tests or beforeAll hooks in jest 30 (they kept the 5 s default), so it is set here, once per test file. Suites that
// start the whole product on a loaded machine need far more than 5 s.
jest.setTimeout(120_000);
