/**
 * Puts frames captured out of order (several browsers each capturing a stretch of the play) back in order for
 * the encoders: frame i is written only after frames 0..i-1. Later stretches wait in memory (about 70 KB of
 * PNG per 800x600 frame) until the stretch before them is written.
 */
export class OrderedWriter {
  private next = 0;
  private readonly pending = new Map<number, Buffer>();
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly write: (png: Buffer, index: number) => Promise<void>) {}

  push(index: number, png: Buffer): Promise<void> {
    this.pending.set(index, png);
    this.chain = this.chain.then(() => this.drain());
    return this.chain;
  }

  /** Resolves once everything pushed so far is written; rejects with the first write error. */
  idle(): Promise<void> {
    return this.chain;
  }

  get written(): number {
    return this.next;
  }

  private async drain(): Promise<void> {
    for (let png = this.pending.get(this.next); png; png = this.pending.get(this.next)) {
      this.pending.delete(this.next);
      await this.write(png, this.next);
      this.next += 1;
    }
  }
}

/** Splits `count` frames into `parts` contiguous stretches as [start, end) pairs (no empty stretch). */
export function stretches(count: number, parts: number): [number, number][] {
  const n = Math.max(1, Math.min(parts, count));
  const size = Math.ceil(count / n);
  const out: [number, number][] = [];
  for (let start = 0; start < count; start += size) out.push([start, Math.min(count, start + size)]);
  return out;
}

/**
 * The capture order when the GIF palette is made from samples: every `step`-th frame and the last one first
 * (so the palette is ready early), then the others in order.
 */
export function samplesFirst(count: number, step: number): { order: number[]; samples: number[] } {
  const samples: number[] = [];
  for (let i = 0; i < count; i += step) samples.push(i);
  if (count > 0 && samples.at(-1) !== count - 1) samples.push(count - 1);
  const isSample = new Set(samples);
  const rest = Array.from({ length: count }, (_, i) => i).filter((i) => !isSample.has(i));
  return { order: [...samples, ...rest], samples };
}
