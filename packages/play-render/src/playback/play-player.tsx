import { type ComponentType, useEffect, useMemo, useRef, useState } from 'react';
import { createAnimation, Play, PLAYBACK, showsTitleScreen } from '@chalktalk/domain';
import { PlayScene } from '../scene/play-scene';
import { SvgSize } from '../scene/play-svg';
import { browserClock, PlaybackClock } from './playback-clock';
import { retime } from './retime';

export interface PlayPlayerProps extends SvgSize {
  play: Play;
  /** Starting speed 1..5 (default 3). */
  speed?: number;
  autoPlay?: boolean;
  /** Time source; defaults to performance.now and requestAnimationFrame. */
  clock?: PlaybackClock;
  /** "Now" for the title screen rule (shown unless the play was updated within 10 s of now). */
  now?: Date;
  onEnded?: () => void;
  /** Draws the controls (an app's own component kit); without it, plain buttons and a select. */
  controls?: ComponentType<PlaybackControlsState>;
}

export const PLAYBACK_SPEEDS = [1, 2, 3, 4, 5] as const;

/** What a playback control bar shows and does. */
export interface PlaybackControlsState {
  playing: boolean;
  ended: boolean;
  speed: number;
  speeds: readonly number[];
  /** Play, pause, or replay from the start once ended. */
  toggle: () => void;
  changeSpeed: (speed: number) => void;
}

/** Animated playback with play/pause, speeds 1-5 and replay at the end, over the one SVG renderer. */
export function PlayPlayer({
  play,
  speed: initialSpeed,
  autoPlay,
  clock,
  now,
  onEnded,
  controls: Controls,
  width,
  height,
}: PlayPlayerProps) {
  const source = clock ?? browserClock;
  const [speed, setSpeed] = useState(initialSpeed ?? PLAYBACK.defaultSpeed);
  // The rule is decided once when a play is opened; the clock of the title is playback time.
  const [titleScreen] = useState(() => showsTitleScreen(play, now ?? new Date()));
  const animation = useMemo(() => createAnimation(play, speed, { titleScreen }), [play, speed, titleScreen]);
  const total = animation.timeline.totalMs;
  const [elapsed, setElapsed] = useState(0);
  const [playing, setPlaying] = useState(autoPlay ?? false);
  const elapsedRef = useRef(0);
  const endedRef = useRef(onEnded);
  useEffect(() => {
    endedRef.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (!playing) return;
    let last = source.now();
    let handle = source.requestFrame(step);
    function step() {
      const current = source.now();
      const next = Math.min(total, elapsedRef.current + (current - last));
      last = current;
      elapsedRef.current = next;
      setElapsed(next);
      if (next >= total) {
        setPlaying(false);
        endedRef.current?.();
        return;
      }
      handle = source.requestFrame(step);
    }
    return () => source.cancelFrame(handle);
  }, [playing, source, total]);

  const ended = elapsed >= total;
  const seek = (t: number) => {
    elapsedRef.current = t;
    setElapsed(t);
  };
  const toggle = () => {
    if (ended) {
      seek(0);
      setPlaying(true);
    } else setPlaying(!playing);
  };
  const changeSpeed = (next: number) => {
    const nextTimeline = createAnimation(play, next, { titleScreen }).timeline;
    seek(retime(animation.timeline, nextTimeline, elapsedRef.current));
    setSpeed(next);
  };

  return (
    <div className="play-player" data-playing={String(playing)} data-ended={String(ended)}>
      <PlayScene play={play} t={elapsed} animation={animation} width={width} height={height} />
      {Controls ? (
        <Controls
          playing={playing}
          ended={ended}
          speed={speed}
          speeds={PLAYBACK_SPEEDS}
          toggle={toggle}
          changeSpeed={changeSpeed}
        />
      ) : (
        <div className="play-player__controls">
          <button type="button" onClick={toggle}>
            {ended ? 'Replay' : playing ? 'Pause' : 'Play'}
          </button>
          <label>
            Speed{' '}
            <select value={speed} onChange={(event) => changeSpeed(Number(event.target.value))}>
              {PLAYBACK_SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </div>
  );
}
