/**
 * Thrown by an event handler when its event came before one it depends on that is known to follow: events on
 * different topics are not ordered with each other (a membership event may overtake its team's TeamCreated).
 * The retry is the plan, not a fault, so it is logged at debug; after the last attempt it is parked like any
 * other failure.
 */
export class RetryLaterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryLaterError';
  }
}

/** How loudly a failed attempt that will be retried is logged. */
export function retryLogLevel(error: unknown): 'debug' | 'warn' {
  return error instanceof RetryLaterError ? 'debug' : 'warn';
}
