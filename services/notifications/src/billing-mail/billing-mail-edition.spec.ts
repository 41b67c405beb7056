import { type BillingEditionLookups, billingMailEdition } from './billing-mail-edition';

describe('billingMailEdition', () => {
  const asked: string[] = [];
  const lookups: BillingEditionLookups = {
    ofProgram: async (programId) => {
      asked.push(`program:${programId}`);
      return ({ 'program-lax': 'lacrosse' } as Record<string, string>)[programId];
    },
    ofMember: async (userId) => {
      asked.push(`member:${userId}`);
      return ({ 'coach-fb': 'football' } as Record<string, string>)[userId];
    },
  };
  beforeEach(() => (asked.length = 0));

  it("names a program's subscription by the program's own edition", async () => {
    await expect(
      billingMailEdition({ programId: 'program-lax', ownerId: 'coach-fb' }, lookups),
    ).resolves.toBe('lacrosse');
    expect(asked).toEqual(['program:program-lax']);
  });

  it('leaves a program not known yet undecided (the handler waits for its teams)', async () => {
    await expect(
      billingMailEdition({ programId: 'program-new', ownerId: 'coach-fb' }, lookups),
    ).resolves.toBeUndefined();
  });

  it('names an entity without a program (Personal Unlimited) by the teams its owner belongs to', async () => {
    await expect(billingMailEdition({ programId: '', ownerId: 'coach-fb' }, lookups)).resolves.toBe(
      'football',
    );
    await expect(billingMailEdition({ programId: '', ownerId: 'someone' }, lookups)).resolves.toBeUndefined();
  });
});
