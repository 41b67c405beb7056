/// <reference types="jest" />
// Runs inside jest suites only (describe/it are jest globals).
/** Brokers from KAFKA_BROKERS ('host:port,host:port'), or undefined when it is unset or empty. */
export function kafkaBrokersFromEnv(): string[] | undefined {
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter((b) => b.length > 0);
  return brokers.length > 0 ? brokers : undefined;
}

/**
 * describe() for suites that need a real Kafka broker. Without KAFKA_BROKERS the suite is skipped with a
 * warning on the console, except under CI=true where a silently skipped contract suite would hide a broken
 * pipeline, so there it fails.
 */
export function describeWithKafka(name: string, fn: (brokers: string[]) => void): void {
  const brokers = kafkaBrokersFromEnv();
  if (brokers) {
    describe(name, () => fn(brokers));
    return;
  }
  if (process.env.CI === 'true') {
    describe(name, () => {
      it('needs a Kafka broker', () => {
        throw new Error(`${name}: KAFKA_BROKERS is not set but CI=true; start one with 'make kafka-up'`);
      });
    });
    return;
  }
  console.warn(
    `\n*** SKIPPED: ${name}\n*** KAFKA_BROKERS is not set. Start a broker ('make kafka-up') and run with ` +
      `KAFKA_BROKERS=127.0.0.1:19092 to run it.\n`,
  );
  describe.skip(name, () => {
    it('needs KAFKA_BROKERS', () => undefined);
  });
}
