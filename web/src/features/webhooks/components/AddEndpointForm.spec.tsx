import { screen } from '@testing-library/react';
import { fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { AddEndpointForm } from './AddEndpointForm';

const eventTypes = [
  { type: 'chalktalk.teams.v1.TeamUpdated', topic: 'teams.team.v1', summary: 'A team changed' },
];

describe('add webhook endpoint form', () => {
  it('shows the server refusing an internal address under the URL field, not above the form', async () => {
    const message =
      'The endpoint must be reachable from the internet: 10.1.2.3 is a private network address.';
    mockApi({
      'POST /api/webhooks/addWebhookEndpoint': fieldRefusal('url', message),
    });
    const onAdded = jest.fn();
    const { user } = renderWithProviders(
      <AddEndpointForm programId="p-1" eventTypes={eventTypes} onAdded={onAdded} />,
      { preloadedState: signedInState() },
    );
    const url = screen.getByRole('textbox', { name: /Endpoint URL/ });
    await user.type(url, 'https://10.1.2.3/hooks');
    await user.click(screen.getByRole('checkbox', { name: /TeamUpdated/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('says what is missing beside each field before asking the server', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(
      <AddEndpointForm programId="p-1" eventTypes={eventTypes} onAdded={jest.fn()} />,
      { preloadedState: signedInState() },
    );
    await user.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'partner.example');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(screen.getByRole('textbox', { name: /Endpoint URL/ })).toHaveAccessibleDescription(
      'Enter a full web address, starting with https://',
    );
    expect(screen.getByText('Pick at least one event type')).toBeInTheDocument();
    expect(api.seen).toEqual([]);
  });
});
