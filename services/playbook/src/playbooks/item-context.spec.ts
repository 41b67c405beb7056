import { itemContextOf } from './item-context';

describe('itemContextOf', () => {
  const team = {
    kind: 'team' as const,
    role: 'PLAYER' as const,
    flags: { COACHES_CAN_COPY_TEAM_PLAYS: true },
  };

  it('reads a saved, non-proxy item as read-only unless the playbook is writable for the user', () => {
    expect(itemContextOf({ ...team, writable: false })).toEqual({
      playbookType: 'team',
      role: 'PLAYER',
      flags: { COACHES_CAN_COPY_TEAM_PLAYS: true },
      readOnly: true,
      saved: true,
      proxy: false,
    });
    expect(itemContextOf({ kind: 'personal', flags: {}, writable: true }).readOnly).toBe(false);
  });

  it("takes the item's own read-only and proxy state when given", () => {
    expect(itemContextOf({ ...team, writable: true }, { readOnly: true, proxy: true })).toMatchObject({
      readOnly: true,
      proxy: true,
    });
  });
});
