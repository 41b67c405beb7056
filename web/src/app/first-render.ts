/**
 * How long the first render waits for the session and the first page's reads (main.tsx). On a phone they answer
 * within a few hundred milliseconds; past this a slow network renders the shell with the pages' own loaders, as
 * before the wait existed. Ours: the spec sets no figure.
 */
export const FIRST_RENDER_WAIT_MS = 1_500;

/** Resolves when `work` settles (either way) or after `ms`, whichever comes first; never rejects. */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
