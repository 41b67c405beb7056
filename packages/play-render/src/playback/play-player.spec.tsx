/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Play } from '@chalktalk/domain';
import { PlayPlayer } from './play-player';
import { createManualClock } from './playback-clock';
import { movingPlay } from '../testing/plays';
import { fieldPosition } from '../testing/svg-query';

// Playback tests step a manual clock; React's act() flushes each tick's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = new Date('2026-03-01T12:00:00Z');
/** Updated long ago: the title screen shows first (2000 ms). */
const stalePlay = (): Play => ({
  ...movingPlay(),
  name: 'Horns',
  lastUpdated: new Date('2026-02-01T00:00:00Z'),
});
/** Updated 5 s ago (within 10): straight to the action. */
const freshPlay = (): Play => ({ ...movingPlay(), lastUpdated: new Date(NOW.getTime() - 5000) });

function scene(container: HTMLElement) {
  const svg = container.querySelector('svg')!;
  return {
    phase: svg.getAttribute('data-phase'),
    t: Number(svg.getAttribute('data-t')),
    a1: fieldPosition(svg.querySelector('[data-kind="player"][data-id="a1"]')!),
    title: svg.querySelector('[data-layer="title"]')?.textContent ?? null,
  };
}

describe('PlayPlayer', () => {
  it('shows the title screen first for a play not updated just now, then plays', () => {
    const clock = createManualClock();
    const { container } = render(<PlayPlayer play={stalePlay()} clock={clock} now={NOW} />);
    expect(scene(container)).toMatchObject({ phase: 'title', title: 'Horns', t: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => clock.advance(1000));
    expect(scene(container).phase).toBe('title');
    act(() => clock.advance(1450));
    expect(scene(container).phase).toBe('frame');
    expect(scene(container).a1.y).toBeCloseTo(20, 0);
  });

  it('skips the title screen for a play updated within 10 seconds', () => {
    const clock = createManualClock();
    const { container } = render(<PlayPlayer play={freshPlay()} clock={clock} now={NOW} autoPlay />);
    expect(scene(container).phase).toBe('frame');
    act(() => clock.advance(450));
    expect(scene(container).a1.y).toBeCloseTo(20, 0);
  });

  it('pauses and resumes where it stopped', () => {
    const clock = createManualClock();
    const { container } = render(<PlayPlayer play={freshPlay()} clock={clock} now={NOW} autoPlay />);
    act(() => clock.advance(300));
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = scene(container).t;
    act(() => clock.advance(500));
    expect(scene(container).t).toBe(paused);
    expect(clock.pendingFrames()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => clock.advance(100));
    expect(scene(container).t).toBeCloseTo(paused + 100, 0);
  });

  it('plays at speed 3 by default and faster at 5, keeping the moment when the speed changes', () => {
    const clock = createManualClock();
    const { container } = render(<PlayPlayer play={freshPlay()} clock={clock} now={NOW} autoPlay />);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('3');
    act(() => clock.advance(450));
    const before = scene(container).a1.y;
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '5' } });
    expect(scene(container).a1.y).toBeCloseTo(before, 1);
    // Speed 5 runs a frame in 225 ms; the remaining half takes about 112 ms.
    act(() => clock.advance(120));
    expect(scene(container).phase).toBe('end');
  });

  it('stops at the end and offers a replay that starts again from the beginning', () => {
    const clock = createManualClock();
    const ended = jest.fn();
    const { container } = render(
      <PlayPlayer play={freshPlay()} clock={clock} now={NOW} autoPlay onEnded={ended} />,
    );
    act(() => clock.advance(1000));
    expect(scene(container)).toMatchObject({ phase: 'end', a1: { x: 25, y: 30 } });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(clock.pendingFrames()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Replay' }));
    expect(scene(container).t).toBe(0);
    act(() => clock.advance(450));
    expect(scene(container).a1.y).toBeCloseTo(20, 0);
  });
});
