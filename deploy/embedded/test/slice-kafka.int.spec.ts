import { startTestProduct, type TestProduct } from '../src/testing/test-product';
import { describeWithKafka, waitFor } from '@chalktalk/platform/testing';
import { call, signUp } from './api-helpers';

/**
 * The same slice with EVENT_BUS=kafka in every app: TeamCreated leaves teams' outbox for a real broker and
 * playbook's consumer group picks it up there. Skipped (loudly) without KAFKA_BROKERS; fails under CI=true.
 */
describeWithKafka('TeamCreated crosses a real Kafka broker from teams to playbook', (brokers) => {
  let product: TestProduct;

  beforeAll(async () => {
    product = await startTestProduct({ databasePrefix: 'kafka', eventBus: 'kafka', kafkaBrokers: brokers });
  }, 120_000);

  afterAll(() => product?.stop(), 60_000);

  it('creates the team playbook from the event consumed off Kafka', async () => {
    const { api } = product;
    const coach = await signUp(api);
    const created = await call<{ teams: { id: string }[] }>(api, 'POST', '/api/teams/createProgram', {
      token: coach.accessToken,
      json: { name: 'Kafka Club', teams: [{ name: 'Brokers', sport: 'LACROSSE_BOX' }] },
    });
    expect(created.status).toBe(200);
    const teamId = created.body.teams[0]!.id;
    const playbook = await waitFor(
      async () => {
        const res = await call<{ playbook: { teamId: string } }>(
          api,
          'GET',
          `/api/playbook/getTeamPlaybook?teamId=${teamId}`,
          { token: coach.accessToken },
        );
        return res.status === 200 ? res.body.playbook : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 250, what: 'playbook to consume TeamCreated from Kafka' },
    );
    expect(playbook).toMatchObject({ teamId, type: 'team' });
  }, 90_000);
});
