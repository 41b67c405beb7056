import { retryWhileRetriable, TOPIC_SETUP_ATTEMPTS } from './retry-while-retriable';

const retriable = () =>
  Object.assign(new Error('This server does not host this topic-partition'), { retriable: true });
const noSleep = async () => undefined;

describe('retryWhileRetriable (topic set-up calls)', () => {
  it('calls again while Kafka answers a retriable error, then returns the answer', async () => {
    const answers = [retriable(), retriable(), 'ok'];
    const call = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    await expect(retryWhileRetriable(call, noSleep)).resolves.toBe('ok');
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('gives up on a non-retriable error at once', async () => {
    const call = jest.fn(async () => {
      throw new Error('Topic authorization failed');
    });
    await expect(retryWhileRetriable(call, noSleep)).rejects.toThrow('Topic authorization failed');
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt, waiting longer each time', async () => {
    const waits: number[] = [];
    const call = jest.fn(async () => {
      throw retriable();
    });
    await expect(retryWhileRetriable(call, async (ms) => void waits.push(ms))).rejects.toThrow(
      /topic-partition/,
    );
    expect(call).toHaveBeenCalledTimes(TOPIC_SETUP_ATTEMPTS);
    expect(waits[0]).toBe(100);
    expect(waits[waits.length - 1]).toBe(2000);
  });
});
