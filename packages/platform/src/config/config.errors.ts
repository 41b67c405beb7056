export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Thrown by loadConfig when the environment does not satisfy the schema; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  ${i.variable}: ${i.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}
