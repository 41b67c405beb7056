// Waits until a Kafka broker answers a metadata request (the same client library the services use, so "ready"
// means ready for them), then exits 0; exits 1 when the deadline passes.
// With --warm it also makes the broker create its consumer-offsets topic, which otherwise happens on the first
// consumer group join and makes that consumer fail and retry ("coordinator is loading") in every first test run.
// Usage: node probe.mjs <host:port[,host:port]> [timeout seconds, default 0 = one attempt] [--warm]
import { createRequire } from 'node:module';

// kafkajs is a dependency of @chalktalk/platform, hoisted to the repository's node_modules.
const require = createRequire(import.meta.url);
const { Kafka, logLevel } = require('kafkajs');

const args = process.argv.slice(2);
const warm = args.includes('--warm');
const [brokerList, timeoutArg = '0'] = args.filter((arg) => arg !== '--warm');
if (!brokerList) {
  console.error('usage: probe.mjs <host:port> [timeout seconds]');
  process.exit(2);
}
const deadline = Date.now() + Number(timeoutArg) * 1000;

const kafka = new Kafka({
  clientId: 'chalktalk-probe',
  brokers: brokerList.split(','),
  connectionTimeout: 1000,
  requestTimeout: 2000,
  retry: { retries: 0 },
  logLevel: logLevel.NOTHING,
});

async function attempt() {
  const admin = kafka.admin();
  try {
    await admin.connect();
    const { brokers, controller } = await admin.describeCluster();
    if (brokers.length === 0 || controller === null) return false;
    // Finding a group's coordinator creates __consumer_offsets; describing answers once it has loaded.
    if (warm) await admin.describeGroups(['chalktalk-probe-warm-up']);
    return true;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

for (;;) {
  if (await attempt()) process.exit(0);
  if (Date.now() >= deadline) process.exit(1);
  await new Promise((resolve) => setTimeout(resolve, 300));
}
