/**
 * Something /health/ready must see working. Modules that own a dependency (the event bus) provide one under
 * READINESS_CHECKS; the database check is built in.
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('chalktalk.readinessChecks');
