/// <reference lib="webworker" />
import { solveAltcha, type AltchaChallenge } from './altcha-solver';

// Runs the proof of work off the main thread so the signup form stays responsive.
self.onmessage = async (event: MessageEvent<AltchaChallenge>) => {
  try {
    const number = await solveAltcha(event.data);
    self.postMessage({ number });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
