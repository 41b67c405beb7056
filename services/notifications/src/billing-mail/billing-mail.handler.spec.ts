import { BillingMailRequestedSchema, create } from '@chalktalk/contracts';
import { type ReceivedEvent, RetryLaterError } from '@chalktalk/platform';
import type { EntityManager } from 'typeorm';
import type { NotificationsConfig } from '../config';
import type { DeliveriesService, MailRequest } from '../deliveries/deliveries.service';
import type { TeamEditionsRepository } from '../team-editions/team-editions.repository';
import { BillingMailHandler, PROGRAM_EDITION_ATTEMPTS } from './billing-mail.handler';

const receipt = create(BillingMailRequestedSchema, {
  kind: 'RECEIPT',
  ownerId: 'owner-1',
  email: 'owner@harbor.test',
  entityName: 'Harbor',
  amountCents: 6000n,
  path: '/payment?l=abc',
  programId: 'program-new',
});

const eventOf = (attempt: number) =>
  ({
    envelope: { eventId: 'evt-1' },
    attempt,
    decode: () => receipt,
  }) as unknown as ReceivedEvent;

describe('BillingMailHandler', () => {
  const enqueued: MailRequest[] = [];
  const programs: Record<string, string> = {};
  const handler = new BillingMailHandler(
    { WEB_ORIGIN: 'https://app.test' } as NotificationsConfig,
    {
      enqueue: async (_manager: EntityManager, mail: MailRequest) => void enqueued.push(mail),
    } as DeliveriesService,
    {
      editionOfProgram: async (_manager: EntityManager, programId: string) => programs[programId],
      editionOfMember: async () => undefined,
    } as unknown as TeamEditionsRepository,
  );
  const manager = {} as EntityManager;
  beforeEach(() => {
    enqueued.length = 0;
    delete programs['program-new'];
  });

  it("waits for a program's teams while they are unknown, then mails in their edition", async () => {
    await expect(handler.billingMailRequested(eventOf(1), manager)).rejects.toBeInstanceOf(RetryLaterError);
    expect(enqueued).toEqual([]);
    programs['program-new'] = 'lacrosse';
    await handler.billingMailRequested(eventOf(2), manager);
    expect(enqueued.map((mail) => mail.vars.edition)).toEqual(['lacrosse']);
  });

  it('mails in the default edition rather than not at all once the program is still unknown at the last wait', async () => {
    await handler.billingMailRequested(eventOf(PROGRAM_EDITION_ATTEMPTS), { ...manager } as EntityManager);
    expect(enqueued.map((mail) => [mail.kind, mail.vars.edition])).toEqual([['billingReceipt', 'hoops']]);
  });
});
