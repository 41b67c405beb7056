import { act, screen } from '@testing-library/react';
import { errorReply, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { GIF_POLL_MS, GIF_SAVE_BY_HAND } from './download-gif';
import { GifDownload } from './GifDownload';
import { gifDownloadKey } from './gifDownloadsSlice';

const REQUEST = { playbookId: 'pb-1', playId: 'play-1', name: 'Horns' };
const FILES = 'http://localhost:8080/api/render/files/ab/abc';

/** Lets pending fetches and timers run, one poll interval at a time. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('GifDownload', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('exports, shows the estimated wait, polls every second until ready, then offers the preview and links', async () => {
    let checks = 0;
    const server = mockApi({
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 3, nonce: 'n-1' } },
      'GET /api/playbook/checkGIFStatus': () => {
        checks += 1;
        return checks < 3
          ? { body: { status: 'pending' } }
          : {
              body: {
                status: 'ready',
                previewUrl: `${FILES}/poster.png`,
                gifUrl: `${FILES}/play.gif`,
                mp4Url: `${FILES}/play.mp4`,
              },
            };
      },
    });
    const { user, store } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });

    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    expect(await screen.findByText('Making the GIF… about 3 seconds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download GIF' })).toBeDisabled();
    const exported = server.calls('GET /api/playbook/exportGIF')[0]!;
    expect(exported).toBeDefined();

    await advance(0);
    expect(checks).toBe(1);
    await advance(GIF_POLL_MS);
    expect(checks).toBe(2);
    expect(screen.queryByRole('group', { name: 'GIF ready' })).not.toBeInTheDocument();
    await advance(GIF_POLL_MS);
    expect(checks).toBe(3);

    const ready = await screen.findByRole('group', { name: 'GIF ready' });
    expect(ready.querySelector('img')).toHaveAttribute('src', `${FILES}/poster.png`);
    // The links ask the files route for attachments named after the play, so they save from any origin.
    expect(screen.getByRole('link', { name: 'Save the GIF' })).toHaveAttribute(
      'href',
      `${FILES}/play.gif?download=Horns.gif`,
    );
    expect(screen.getByRole('link', { name: 'Save the MP4' })).toHaveAttribute(
      'href',
      `${FILES}/play.mp4?download=Horns.mp4`,
    );
    expect(screen.getByRole('button', { name: 'Download GIF' })).toBeEnabled();
    // Polling stopped with the answer.
    await advance(GIF_POLL_MS * 3);
    expect(checks).toBe(3);
    expect(store.getState().gifExport.gifDownloads[gifDownloadKey(REQUEST)]).toMatchObject({
      status: 'ready',
      nonce: 'n-1',
    });
  });

  it('sends the identifiers and the nonce on every check', async () => {
    const server = mockApi({
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 1, nonce: 'n-2' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'ready', gifUrl: `${FILES}/play.gif` } },
    });
    const request = { ...REQUEST, programId: 'prog-1', linkId: 'link-1' };
    const { user } = renderWithProviders(<GifDownload request={request} />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await screen.findByRole('link', { name: 'Save the GIF' });
    const check = server.calls('GET /api/playbook/checkGIFStatus')[0]!;
    expect(check).toBeDefined();
    const sent = Object.fromEntries(
      new URL(server.fetchMock.mock.calls.at(-1)![0].url).searchParams.entries(),
    );
    expect(sent).toEqual({ ...request, nonce: 'n-2' });
    expect(screen.queryByRole('link', { name: 'Save the MP4' })).not.toBeInTheDocument();
  });

  it('shows the reason when the render failed', async () => {
    mockApi({
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 2, nonce: 'n-3' } },
      'GET /api/playbook/checkGIFStatus': {
        body: { status: 'failed', reason: 'Rendering took longer than 60 s' },
      },
    });
    const { user } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rendering took longer than 60 s');
    expect(screen.getByRole('button', { name: 'Download GIF' })).toBeEnabled();
  });

  it('shows the server message when the export is refused', async () => {
    const server = mockApi({
      'GET /api/playbook/exportGIF': errorReply(400, 'G001', 'Invalid request.'),
    });
    const { user } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid request.');
    expect(server.calls('GET /api/playbook/checkGIFStatus')).toHaveLength(0);
  });

  it('exports what prepare answers (the saved play) and nothing when prepare stops', async () => {
    const server = mockApi({
      'GET /api/playbook/exportGIF': { body: { estimatedWait: 1, nonce: 'n-4' } },
      'GET /api/playbook/checkGIFStatus': { body: { status: 'pending' } },
    });
    const prepare = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce({ ...REQUEST, playId: 'saved-1' });
    const { user } = renderWithProviders(<GifDownload request={REQUEST} prepare={prepare} />, {
      fakeTimers: true,
    });
    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await advance(0);
    expect(server.calls('GET /api/playbook/exportGIF')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Download GIF' }));
    await advance(0);
    const exported = server.fetchMock.mock.calls.find(([r]) => r.url.includes('exportGIF'))![0];
    expect(new URL(exported.url).searchParams.get('playId')).toBe('saved-1');
  });

  describe('saving the ready GIF (manualGIFDownload)', () => {
    const here = () => `${window.location.origin}/api/render/files/ab/abc`;
    let clicked: { href: string; download: string }[];
    let clickSpy: jest.SpyInstance;
    // jsdom does not navigate: a link click is recorded and stopped here.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    beforeEach(() => {
      clicked = [];
      clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push({ href: this.href, download: this.download });
      });
      document.addEventListener('click', stopNavigation);
    });
    afterEach(() => {
      clickSpy.mockRestore();
      document.removeEventListener('click', stopNavigation);
    });

    function readyWith(gifUrl: string) {
      mockApi({
        'GET /api/playbook/exportGIF': { body: { estimatedWait: 1, nonce: 'n-5' } },
        'GET /api/playbook/checkGIFStatus': { body: { status: 'ready', gifUrl } },
      });
    }

    it('saves a GIF of this site as a file named after the play, at once, with nothing left to do by hand', async () => {
      readyWith(`${here()}/play.gif`);
      const { user, store } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Download GIF' }));
      await screen.findByRole('link', { name: 'Save the GIF' });
      expect(clicked).toEqual([{ href: `${here()}/play.gif?download=Horns.gif`, download: 'Horns.gif' }]);
      expect(store.getState().gifExport.manualGIFDownload).toBeNull();
      expect(screen.queryByText(GIF_SAVE_BY_HAND)).not.toBeInTheDocument();
    });

    it('leaves a GIF served from another origin to the link, and clears manualGIFDownload once it is used', async () => {
      readyWith(`${FILES}/play.gif`);
      const { user, store } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Download GIF' }));
      expect(await screen.findByText(GIF_SAVE_BY_HAND)).toBeInTheDocument();
      expect(clicked).toEqual([]);
      expect(store.getState().gifExport.manualGIFDownload).toBe(gifDownloadKey(REQUEST));

      await user.click(screen.getByRole('link', { name: 'Save the GIF' }));
      expect(store.getState().gifExport.manualGIFDownload).toBeNull();
      expect(screen.queryByText(GIF_SAVE_BY_HAND)).not.toBeInTheDocument();
    });

    it('does not start a download from a hidden page', async () => {
      readyWith(`${here()}/play.gif`);
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      try {
        const { user, store } = renderWithProviders(<GifDownload request={REQUEST} />, { fakeTimers: true });
        await user.click(screen.getByRole('button', { name: 'Download GIF' }));
        await screen.findByText(GIF_SAVE_BY_HAND);
        expect(clicked).toEqual([]);
        expect(store.getState().gifExport.manualGIFDownload).toBe(gifDownloadKey(REQUEST));
      } finally {
        visibility.mockRestore();
      }
    });
  });
});
