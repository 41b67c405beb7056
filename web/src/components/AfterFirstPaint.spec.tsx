import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('renders nothing in the first commit, then its children after the next frame', async () => {
    render(
      <>
        <p>first</p>
        <AfterFirstPaint>
          <p>later</p>
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('later')).not.toBeInTheDocument();
    expect(await screen.findByText('later')).toBeInTheDocument();
  });

  it('schedules nothing once unmounted', async () => {
    const { unmount } = render(
      <AfterFirstPaint>
        <p>later</p>
      </AfterFirstPaint>,
    );
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('later')).not.toBeInTheDocument();
  });
});
