/*
 * The draw thread's entry (draw-thread.ts starts it): draws and encodes one job at a time. The pixels of every
 * frame (1.9 MB at 800x600) are allocated, written to ffmpeg and collected here, in this thread's own small
 * heap, so the pod's event loop (Kafka heartbeats, lease renewals, HTTP) never pays for them.
 */
import { parentPort } from 'node:worker_threads';
import { FrameRasteriser } from '../raster/frame-rasteriser';
import { drawAndEncode, type DrawJob } from './draw-and-encode';
import { RenderError } from './render.errors';

/** One rasteriser per font set, kept: its text outlines are reused by the next jobs. */
const rasterisers = new Map<string, FrameRasteriser>();

parentPort!.on('message', ({ id, job }: { id: number; job: DrawJob }) => {
  const key = JSON.stringify(job.fonts);
  let rasteriser = rasterisers.get(key);
  if (!rasteriser) rasterisers.set(key, (rasteriser = new FrameRasteriser(job.fonts)));
  drawAndEncode(job, rasteriser).then(
    (files) => parentPort!.postMessage({ id, files }),
    (error: unknown) =>
      parentPort!.postMessage({
        id,
        error:
          error instanceof RenderError
            ? { reason: error.reason, retryable: error.retryable }
            : { reason: `Rendering failed: ${String((error as Error)?.message ?? error)}`, retryable: true },
      }),
  );
});
