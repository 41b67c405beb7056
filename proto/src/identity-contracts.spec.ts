import {
  AccountDeletedSchema,
  EmailVerificationRequestedSchema,
  SessionsEndedSchema,
  Topics,
  create,
  fromBinary,
  PUBLIC_TOPICS,
  toBinary,
} from './index';

describe('identity contracts', () => {
  it('round-trips a verification request with its link', () => {
    const message = create(EmailVerificationRequestedSchema, {
      accountId: 'a-1',
      email: 'ann@example.test',
      link: 'http://localhost:8080/email-action?mode=verifyEmail&oobCode=abc',
      edition: 'lacrosse',
    });
    const decoded = fromBinary(
      EmailVerificationRequestedSchema,
      toBinary(EmailVerificationRequestedSchema, message),
    );
    expect(decoded).toMatchObject({ accountId: 'a-1', edition: 'lacrosse' });
    expect(decoded.link).toContain('oobCode=abc');
    expect(AccountDeletedSchema.typeName).toBe('chalktalk.identity.v1.AccountDeleted');
  });

  it('keeps the account topic internal', () => {
    expect(Topics.IdentityAccount).toBe('identity.account.v1');
    expect(PUBLIC_TOPICS).not.toContain(Topics.IdentityAccount);
  });

  it('carries the ended sessions of an account on the internal session topic', () => {
    const message = create(SessionsEndedSchema, {
      accountId: 'a-1',
      sessionIds: ['s-1', 's-2'],
      allSessions: false,
      reason: 'logout',
    });
    expect(fromBinary(SessionsEndedSchema, toBinary(SessionsEndedSchema, message))).toMatchObject({
      sessionIds: ['s-1', 's-2'],
      allSessions: false,
    });
    expect(Topics.IdentitySession).toBe('identity.session.v1');
    expect(PUBLIC_TOPICS).not.toContain(Topics.IdentitySession);
  });
});
