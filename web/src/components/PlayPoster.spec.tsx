import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { PlayPoster, POSTER_RETRY_LATER_MS, POSTER_RETRY_MS, POSTER_TRIES } from './PlayPoster';

const SRC = '/api/community/playPoster?id=p1';

describe('PlayPoster', () => {
  afterEach(() => jest.useRealTimers());

  it('is a lazy image named after the play, sized 4:3 before it loads', () => {
    const { container } = renderWithProviders(<PlayPoster src={SRC} name="Horns" width={120} />);
    const image = screen.getByRole('img', { name: 'Poster of Horns' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', SRC);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
    // The box holds its size before any pixel arrives: a fixed width and a 4:3 ratio.
    const box = container.querySelector<HTMLElement>('.mantine-AspectRatio-root')!;
    expect(box).toContainElement(image);
    expect(box.style.getPropertyValue('--ar-ratio')).toBe(String(400 / 300));
    expect(box.style.getPropertyValue('width')).toBe('calc(7.5rem * var(--mantine-scale))');
    // The height too: a broken image's alternative text cannot grow the box.
    expect(box.style.getPropertyValue('height')).toBe('calc(5.625rem * var(--mantine-scale))');
  });

  it('shows a placeholder of the same size while the poster is not ready, and asks again later', () => {
    jest.useFakeTimers();
    const { container } = renderWithProviders(<PlayPoster src={SRC} name="Horns" width={120} />, {
      fakeTimers: true,
    });
    fireEvent.error(screen.getByRole('img', { name: 'Poster of Horns' }));
    const placeholder = screen.getByRole('img', { name: 'Poster of Horns (not ready yet)' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(container.querySelector('.mantine-AspectRatio-root')).toContainElement(placeholder);
    expect(container.querySelector('img')).toBeNull();

    act(() => jest.advanceTimersByTime(POSTER_RETRY_MS[0]));
    const retried = screen.getByRole('img', { name: 'Poster of Horns' });
    expect(retried).toHaveAttribute('src', SRC);
    expect(retried).toHaveAttribute('loading', 'lazy');
  });

  it('gives up after the last try (about ten minutes) and keeps the placeholder', () => {
    jest.useFakeTimers();
    renderWithProviders(<PlayPoster src={SRC} name="Horns" width={120} />, { fakeTimers: true });
    const waits = Array.from(
      { length: POSTER_TRIES - 1 },
      (_, attempt) => POSTER_RETRY_MS[attempt] ?? POSTER_RETRY_LATER_MS,
    );
    for (const wait of waits) {
      fireEvent.error(screen.getByRole('img', { name: 'Poster of Horns' }));
      act(() => jest.advanceTimersByTime(wait));
    }
    fireEvent.error(screen.getByRole('img', { name: 'Poster of Horns' }));
    act(() => jest.advanceTimersByTime(3_600_000));
    expect(screen.getByRole('img', { name: 'Poster of Horns (not ready yet)' })).toBeInTheDocument();
  });

  it('without an address shows the placeholder', () => {
    renderWithProviders(<PlayPoster src={null} name="Horns" width={120} />);
    expect(screen.getByRole('img', { name: 'Poster of Horns (not ready yet)' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Poster of Horns' })).toBeNull();
  });
});
