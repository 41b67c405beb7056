import { AppError } from './app-error';

/**
 * A frame holds a coordinate that is not a number. The spec gives this error no code of its own; it
 * travels as P004 (invalid position) and carries the frame index and the offending item's path.
 */
export class FrameNotANumberError extends AppError {
  readonly frameIndex: number;
  readonly path: string;

  constructor(frameIndex: number, path: string) {
    super('P004', {
      message: `Frame ${frameIndex + 1} has a coordinate that is not a number (${path}).`,
      details: { frameIndex, path },
    });
    this.name = 'AppError';
    this.frameIndex = frameIndex;
    this.path = path;
  }
}

/** Whether a coordinate is a usable number (NaN and infinities are not). */
export function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
