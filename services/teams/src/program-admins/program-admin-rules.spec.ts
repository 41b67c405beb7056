import {
  isProgramAdmin,
  programAdminRemovalRefusal,
  withoutProgramAdmins,
  withProgramAdmin,
} from './program-admin-rules';

const program = { ownerId: 'owner', admins: ['owner', 'ann', 'bob'] };

describe('program admin rules', () => {
  it('knows program admins', () => {
    expect(isProgramAdmin(program, 'ann')).toBe(true);
    expect(isProgramAdmin(program, 'stranger')).toBe(false);
  });

  it('removes any admin but the owner, oneself included', () => {
    expect(programAdminRemovalRefusal(program, ['ann'])).toBeNull();
    expect(programAdminRemovalRefusal(program, ['ann', 'bob'])).toBeNull();
    expect(programAdminRemovalRefusal(program, ['bob', 'owner'])).toEqual({
      userId: 'owner',
      refusal: 'owner',
    });
  });

  it('refuses someone who is not a program admin', () => {
    expect(programAdminRemovalRefusal(program, ['stranger'])).toEqual({
      userId: 'stranger',
      refusal: 'notAnAdmin',
    });
  });

  it('never leaves a program without an admin (a program whose owner is no longer listed)', () => {
    expect(programAdminRemovalRefusal({ ownerId: 'gone', admins: ['ann'] }, ['ann'])).toEqual({
      userId: 'ann',
      refusal: 'lastAdmin',
    });
  });

  it('adds an admin once, with who they are, and removes admins with their profiles', () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const user = { id: 'cat', email: 'cat@x.co', firstName: 'Cat', lastName: 'Lee' };
    const added = withProgramAdmin({ admins: ['owner'], adminProfiles: {} }, user, at);
    expect(added).toEqual({
      admins: ['owner', 'cat'],
      adminProfiles: {
        cat: { email: 'cat@x.co', firstName: 'Cat', lastName: 'Lee', addedAt: '2026-01-02T03:04:05.000Z' },
      },
    });
    expect(withProgramAdmin(added, { ...user, firstName: 'Other' }, new Date()).admins).toEqual([
      'owner',
      'cat',
    ]);
    expect(withProgramAdmin(added, user, new Date()).adminProfiles.cat!.addedAt).toBe(
      '2026-01-02T03:04:05.000Z',
    );
    expect(withoutProgramAdmins(added, ['cat'])).toEqual({ admins: ['owner'], adminProfiles: {} });
  });
});
