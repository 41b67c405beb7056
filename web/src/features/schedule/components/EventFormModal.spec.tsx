import { screen, waitFor, within } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { EventFormModal } from './EventFormModal';

function setup() {
  return mockApi({
    'GET /api/schedule/getEventDefaults': {
      body: { timeZone: 'America/New_York', date: '2026-12-02', startTime: '15:00', endTime: '17:00' },
    },
    'GET /api/schedule/getCustomEventTypes': { body: { customTypes: [] } },
    'GET /api/schedule/getFavoriteLocations': { body: { locations: [] } },
    'POST /api/schedule/saveEvent': { body: { event: {}, message: 'Event changes saved' } },
  });
}

describe('event form: an end before the start', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-12-02T12:00:00-05:00'),
      doNotFake: ['setTimeout', 'setInterval'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('says under the End field that the event ends the next day, before the coach saves', async () => {
    const server = setup();
    const onSaved = jest.fn();
    const { user } = renderWithProviders(
      <EventFormModal teamId="team-1" opened onClose={() => undefined} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    const start = await within(dialog).findByLabelText(/^Start/);
    const end = within(dialog).getByLabelText(/^End/);
    expect(end).not.toHaveAccessibleDescription(/next day/);

    await user.clear(start);
    await user.type(start, '18:00');
    expect(end).toHaveAccessibleDescription('Ends the next day, Thu, Dec 3 (23 h)');

    // Back to an end later the same day: the note goes.
    await user.clear(end);
    await user.type(end, '19:30');
    expect(end).not.toHaveAccessibleDescription(/next day/);
    await user.clear(end);
    await user.type(end, '17:00');
    expect(within(dialog).getByText('Ends the next day, Thu, Dec 3 (23 h)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Event changes saved'));
    expect(server.calls('POST /api/schedule/saveEvent')[0]?.body).toMatchObject({
      teamId: 'team-1',
      event: { date: '2026-12-02', startTime: '18:00', endTime: '17:00' },
    });
  });
});

describe('event form: a refused field', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2026-12-02T12:00:00-05:00'),
      doNotFake: ['setTimeout', 'setInterval'],
    });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the server's refusal of the objectives under Objectives, not above the form, until they are edited", async () => {
    const message = 'Objectives can be at most 5000 characters';
    mockApi({
      'GET /api/schedule/getEventDefaults': {
        body: { timeZone: 'America/New_York', date: '2026-12-02', startTime: '15:00', endTime: '17:00' },
      },
      'GET /api/schedule/getCustomEventTypes': { body: { customTypes: [] } },
      'GET /api/schedule/getFavoriteLocations': { body: { locations: [] } },
      'POST /api/schedule/saveEvent': fieldRefusal('event.objectives', message),
    });
    const { user } = renderWithProviders(
      <EventFormModal teamId="team-1" opened onClose={() => undefined} onSaved={() => undefined} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    const objectives = await within(dialog).findByLabelText('Objectives');
    await user.type(objectives, 'Press break');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(objectives).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByText('The request was invalid.')).toBeNull();

    await user.type(objectives, 's');
    expect(within(dialog).queryByText(message)).toBeNull();
  });
});
