/** Where playback gets time and frames from: the browser's by default, a stepped one in tests and renderers. */
export interface PlaybackClock {
  now(): number;
  requestFrame(callback: () => void): number;
  cancelFrame(handle: number): void;
}

export const browserClock: PlaybackClock = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(() => callback()),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

export interface ManualClock extends PlaybackClock {
  /** Moves time on by ms, running the frame callbacks due every frameMs on the way (60 fps by default). */
  advance(ms: number, frameMs?: number): void;
  pendingFrames(): number;
}

/** A clock that only moves when told to: deterministic playback for tests and frame-by-frame capture. */
export function createManualClock(start = 0): ManualClock {
  let time = start;
  let nextHandle = 1;
  let queue = new Map<number, () => void>();
  const runFrame = () => {
    const due = queue;
    queue = new Map();
    for (const callback of due.values()) callback();
  };
  return {
    now: () => time,
    requestFrame(callback) {
      const handle = nextHandle;
      nextHandle += 1;
      queue.set(handle, callback);
      return handle;
    },
    cancelFrame(handle) {
      queue.delete(handle);
    },
    advance(ms, frameMs = 1000 / 60) {
      let remaining = ms;
      while (remaining > 0) {
        const step = Math.min(frameMs, remaining);
        time += step;
        remaining -= step;
        runFrame();
      }
    },
    pendingFrames: () => queue.size,
  };
}
