import { screen } from '@testing-library/react';
import { errorReply, fieldRefusal, mockApi } from '../../../test/fetch-mock';
import { signedInState } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { NO_PREVIEW, UploadDialog } from './UploadDialog';

async function typeLink(address: string) {
  const view = renderWithProviders(<UploadDialog teamId="team-1" opened onClose={jest.fn()} path="" />, {
    preloadedState: signedInState(),
  });
  await view.user.click(await screen.findByText('Quick link'));
  await view.user.type(screen.getByRole('textbox', { name: 'Url' }), address);
  await view.user.tab();
  return view;
}

describe('upload dialog: link previews', () => {
  it('says no preview is available when the page gives nothing, and leaves the name for the coach', async () => {
    mockApi({ 'GET /api/messaging/urlPreview': { body: { title: '', description: '', imagePreview: '' } } });
    await typeLink('intranet.example/drills');
    expect(await screen.findByText(NO_PREVIEW)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Url' })).toHaveAccessibleDescription(NO_PREVIEW);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('says the same when the preview call itself fails', async () => {
    mockApi({ 'GET /api/messaging/urlPreview': errorReply(500, 'G999', 'An error occurred') });
    await typeLink('www.example.com/down');
    expect(await screen.findByText(NO_PREVIEW)).toBeInTheDocument();
  });

  it('fills the name from a preview and says nothing about a missing one; editing the url drops the note', async () => {
    mockApi({
      'GET /api/messaging/urlPreview': ({ url }) => ({
        body:
          url.searchParams.get('q') === 'www.example.com/press'
            ? { title: 'Press break', description: 'Beat the press', imagePreview: '' }
            : { title: '', description: '', imagePreview: '' },
      }),
    });
    const { user } = await typeLink('www.example.com/press');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Press break');
    expect(screen.getByText('Beat the press')).toBeInTheDocument();
    expect(screen.queryByText(NO_PREVIEW)).toBeNull();

    const url = screen.getByRole('textbox', { name: 'Url' });
    await user.clear(url);
    await user.type(url, 'nothing.example');
    await user.tab();
    expect(await screen.findByText(NO_PREVIEW)).toBeInTheDocument();
    await user.type(url, '/more');
    expect(screen.queryByText(NO_PREVIEW)).toBeNull();
  });

  it("shows the server's refusal of the address under the Url field", async () => {
    const message = 'Enter a web address such as www.example.com';
    mockApi({
      'GET /api/messaging/urlPreview': { body: { title: '', description: '', imagePreview: '' } },
      'POST /api/documents/addLink': fieldRefusal('url', message),
    });
    const { user } = await typeLink('bad address');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Drills');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Url' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();
  });
});
