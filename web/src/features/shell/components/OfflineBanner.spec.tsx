import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { BACK_ONLINE_MS, OfflineBanner } from './OfflineBanner';

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows nothing while online', () => {
    const { container } = renderWithProviders(<OfflineBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the offline banner, then the back-online banner for 3 seconds', () => {
    renderWithProviders(<OfflineBanner />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Some features may be limited.');

    goOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are back online!');
    act(() => jest.advanceTimersByTime(BACK_ONLINE_MS - 1));
    expect(screen.getByText('You are back online!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('drops a pending back-online banner when the connection drops again', () => {
    renderWithProviders(<OfflineBanner />);
    goOnline(false);
    goOnline(true);
    act(() => jest.advanceTimersByTime(1000));
    goOnline(false);
    act(() => jest.advanceTimersByTime(BACK_ONLINE_MS));
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. Some features may be limited.');
  });
});
