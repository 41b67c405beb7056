import { encodeAltchaPayload, solveAltcha, type AltchaChallenge } from './altcha-solver';

interface WorkerAnswer {
  number?: number | null;
  error?: string;
}

function solveInWorker(challenge: AltchaChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.number ?? null);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'Bot check worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/** Solves a bot-check challenge and returns the token to send with createAccount. */
export async function solveBotChallenge(challenge: AltchaChallenge): Promise<string> {
  let number: number | null;
  try {
    number = typeof Worker === 'undefined' ? await solveAltcha(challenge) : await solveInWorker(challenge);
  } catch {
    // Some browsers refuse module workers; the main-thread solver is slower but equivalent.
    number = await solveAltcha(challenge);
  }
  if (number === null) throw new Error('The bot check could not be solved.');
  return encodeAltchaPayload(challenge, number);
}
