export const TOPIC_SETUP_ATTEMPTS = 10;

/** Runs an admin call again while Kafka answers a retriable error (a topic still being set up), with backoff. */
export async function retryWhileRetriable<T>(
  call: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const retriable = (error as { retriable?: boolean }).retriable === true;
      if (!retriable || attempt >= TOPIC_SETUP_ATTEMPTS) throw error;
      await sleep(Math.min(100 * 2 ** (attempt - 1), 2000));
    }
  }
}
