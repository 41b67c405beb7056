import pino, { type DestinationStream } from 'pino';

/**
 * Where log lines go: a file descriptor (stdout by default) written asynchronously. pino's default writes every line
 * with its own synchronous write(2); at one access line per hop that was ~6 % of a signed-in read's CPU. Written
 * asynchronously, lines logged while a write is in flight are joined into the next write, so a busy process makes a
 * few large writes, and an idle one still writes each line at once (no minimum length, nothing waits for a timer).
 * pino flushes what is still buffered synchronously when the process exits (process.exit after a fatal line
 * included); only a SIGKILL or a crash of Node itself can lose the last lines.
 */
export function bufferedDestination(fd = 1): DestinationStream {
  // A reader that stops reading (a stalled pipe) must not grow the buffer without end: beyond 16 MiB lines drop.
  return pino.destination({ dest: fd, sync: false, maxLength: 16 * 1024 * 1024 });
}
