import { AppError } from '@chalktalk/domain';
import { ADDONS_THROUGH_BILLING, assertPaidFieldsUnchanged, unpaidChanges } from './paid-addons';

const current = { addons: { PLAYERS: 2 }, quantity: 3 };

describe('add-ons are not free', () => {
  it('refuses add-ons on new teams, changed add-ons on existing ones, and a changed program add-on or quantity', () => {
    expect(
      unpaidChanges({
        added: [
          { path: 'added.0.addons', addons: { PLAYERS: 1000, COACHES: 1000, ADMINS: 1000 } },
          { path: 'added.1.addons', addons: {} },
        ],
        modified: [
          { path: 'modified.0.addons', current: { COACHES: 1 }, next: { COACHES: 2 } },
          { path: 'modified.1.addons', current: { COACHES: 1 }, next: { COACHES: 0 } },
        ],
        program: { current, addons: { PLAYERS: 5 }, quantity: 10 },
      }).map((issue) => issue.path),
    ).toEqual(['added.0.addons', 'modified.0.addons', 'modified.1.addons', 'addons', 'quantity']);
  });

  it('lets the current values through: left out, sent back unchanged, zero units on a new team', () => {
    expect(
      unpaidChanges({
        added: [{ path: 'added.0.addons', addons: { PLAYERS: 0 } }],
        modified: [
          { path: 'modified.0.addons', current: { COACHES: 1 }, next: undefined },
          { path: 'modified.1.addons', current: { COACHES: 1, PLAYERS: 0 }, next: { COACHES: 1 } },
        ],
        program: { current, addons: { PLAYERS: 2 }, quantity: 3 },
      }),
    ).toEqual([]);
    expect(
      unpaidChanges({
        added: [],
        modified: [],
        program: { current, addons: undefined, quantity: undefined },
      }),
    ).toEqual([]);
  });

  it('answers G003 with the refused fields, except on a billing-exempt program', () => {
    const request = {
      added: [{ path: 'teams.0.addons', addons: { PLAYERS: 1 } }],
      modified: [],
    };
    let error: unknown;
    try {
      assertPaidFieldsUnchanged(false, request);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).toJSON()).toEqual({
      code: 'G003',
      message: ADDONS_THROUGH_BILLING,
      details: [{ path: 'teams.0.addons', message: ADDONS_THROUGH_BILLING }],
    });
    expect((error as AppError).status).toBe(403);
    expect(() => assertPaidFieldsUnchanged(true, request)).not.toThrow();
  });
});
