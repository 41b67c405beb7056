import { screen, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { WebhookEndpoint } from '../webhooksApi';
import { DeliveryLog } from './DeliveryLog';

const endpoint: WebhookEndpoint = {
  id: 'endpoint-1',
  programId: 'program-1',
  url: 'https://hooks.example.com/chalktalk',
  description: '',
  eventTypes: ['roster.changed'],
  enabled: true,
  disabledReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  previousSecretUntil: null,
};

describe('delivery log: replay', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00Z'), doNotFake: ['setTimeout', 'setInterval'] });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the server's refusal of the range's start under From, not above the fields, until it is edited", async () => {
    const message = 'Replay reaches back at most 30 days';
    mockApi({
      'GET /api/webhooks/getWebhookDeliveries': { body: { deliveries: [], more: false } },
      'POST /api/webhooks/replayWebhookDeliveries': fieldRefusal('from', message),
    });
    const { user } = renderWithProviders(<DeliveryLog endpoint={endpoint} />);
    const form = screen.getByRole('form', { name: 'Replay deliveries' });
    const from = within(form).getByLabelText('From');
    await user.click(within(form).getByRole('button', { name: 'Replay' }));

    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.clear(from);
    await user.type(from, '2026-12-01T13:00');
    expect(within(form).queryByText(message)).toBeNull();
  });
});
