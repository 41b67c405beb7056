/**
 * Produces `count` values with at most `parallel` productions running at once and hands them to `consume`
 * one at a time, in index order (frames drawn on worker threads, written to the encoders in sequence). At most
 * `parallel` produced values wait in memory besides the one being consumed; the first failure rejects.
 */
export async function inOrder<T>(
  count: number,
  parallel: number,
  produce: (index: number) => Promise<T>,
  consume: (value: T, index: number) => Promise<void>,
): Promise<void> {
  const running: Promise<T>[] = [];
  let started = 0;
  const fill = () => {
    while (started < count && running.length < Math.max(1, parallel)) {
      const value = produce(started);
      value.catch(() => undefined); // observed in order below; never an unhandled rejection meanwhile
      running.push(value);
      started += 1;
    }
  };
  fill();
  for (let index = 0; index < count; index += 1) {
    const value = await running.shift()!;
    fill(); // the next productions run while this value is consumed
    await consume(value, index);
  }
}
