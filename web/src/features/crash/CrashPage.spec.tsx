import { act, screen } from '@testing-library/react';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CrashPage, RELOAD_DELAY_MS } from './CrashPage';
import { ErrorBoundary } from './ErrorBoundary';
import { crashDetails } from './crash-details';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('crash page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows the error message, a support line and an error code with a reference id', () => {
    renderWithProviders(
      <ErrorBoundary>
        <Boom error={new Error('Play could not be drawn')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Play could not be drawn');
    expect(screen.getByText(/contact us at/)).toHaveTextContent('support@chalktalk.app');
    expect(screen.getByText(/^Error code: /)).toHaveTextContent(/^Error code: G999-[A-Z2-9]{6}$/);
  });

  it("falls back to 'Something went wrong.' and shows an extended message when there is one", () => {
    const thrown = Object.assign(new Error(''), { extendedMessage: 'The playbook failed to load.' });
    renderWithProviders(<CrashPage details={crashDetails(thrown)} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Something went wrong.');
    expect(screen.getByText('The playbook failed to load.')).toBeInTheDocument();
  });

  it('keeps the code and reference of an API error', () => {
    renderWithProviders(
      <CrashPage details={crashDetails({ code: 'G004', message: 'Not found', ref: 'abcd1234' })} />,
    );
    expect(screen.getByText('Error code: G004-abcd1234')).toBeInTheDocument();
  });

  it('sends a developer note and thanks the user', async () => {
    const server = mockApi({ 'POST /api/main/sendDeveloperNote': { body: {} } });
    const { user } = renderWithProviders(
      <CrashPage details={crashDetails({ code: 'G004', message: 'Not found', ref: 'abcd1234' })} />,
    );
    expect(screen.getByText('What were you doing when the error occurred?')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What were you doing when the error occurred?'), 'Opening a play');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'Thank you for your note. We will review it and get back to you as soon as possible.',
      ),
    ).toBeInTheDocument();
    expect(server.calls('POST /api/main/sendDeveloperNote')[0].body).toEqual({
      note: 'Opening a play',
      error: 'G004-abcd1234: Not found',
    });
  });

  it('reloads one second after Refresh, and links home', async () => {
    jest.useFakeTimers();
    const reload = jest.fn();
    const { user } = renderWithProviders(
      <CrashPage details={crashDetails(new Error('x'))} reload={reload} />,
      {
        fakeTimers: true,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    act(() => jest.advanceTimersByTime(RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/feed');
  });
});
