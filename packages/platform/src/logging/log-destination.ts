import pino, { type DestinationStream } from 'pino';

/** Lines are written once this much is buffered, or FLUSH_EVERY_MS after the first one, whichever comes first. */
const BATCH_BYTES = 4096;
const FLUSH_EVERY_MS = 1000;

/**
 * Where log lines go: a file descriptor (stdout by default), written in batches. pino's default writes every line
 * with its own synchronous write(2); at one access line per hop that was ~6 % of a signed-in read's CPU, more on a
 * busy machine, where each write is a chance to lose the CPU. Here a busy process writes 4 KiB at a time
 * (~10 lines), and an idle one within a second (a timer that does not keep the process alive). pino writes what
 * is still buffered synchronously when the process exits (process.exit after a fatal line included); only a
 * SIGKILL or a crash of Node itself can lose the last second of lines.
 */
export function bufferedDestination(fd = 1): DestinationStream {
  const destination = pino.destination({
    dest: fd,
    sync: false,
    minLength: BATCH_BYTES,
    // A reader that stops reading (a stalled pipe) must not grow the buffer without end: beyond 16 MiB lines drop.
    maxLength: 16 * 1024 * 1024,
  });
  setInterval(() => destination.flush(), FLUSH_EVERY_MS).unref();
  return destination;
}
