import { AppError } from '../../errors/app-error';
import { ERROR_CATALOGUE } from '../../errors/error-catalogue';
import { FrameNotANumberError } from '../../errors/frame-errors';

/** Codes validatePlay reports: the play codes of the catalogue, and G001 for a malformed document. */
export type PlayIssueCode = 'G001' | 'P001' | 'P002' | 'P003' | 'P004' | 'P005';

export interface PlayIssue {
  code: PlayIssueCode;
  /** Where in the document, e.g. `frames[1].moves[0].anchors[2].x`. */
  path: string;
  message: string;
  /** Set for the not-a-number frame error. */
  frameIndex?: number;
}

export function issue(code: PlayIssueCode, path: string, detail?: string): PlayIssue {
  const base = ERROR_CATALOGUE[code].message;
  return { code, path, message: detail ? `${base} (${path}: ${detail})` : `${base} (${path})` };
}

export function frameNaNIssue(frameIndex: number, path: string): PlayIssue {
  const error = new FrameNotANumberError(frameIndex, path);
  return { code: 'P004', path, message: error.message, frameIndex };
}

/** The error a service answers with for a refused play: the first issue, as the catalogue error. */
export function playIssueError(issues: readonly PlayIssue[]): AppError {
  const first = issues[0];
  if (!first) return new AppError('G001');
  if (first.frameIndex !== undefined) return new FrameNotANumberError(first.frameIndex, first.path);
  return new AppError(first.code, { message: first.message, details: { issues } });
}
