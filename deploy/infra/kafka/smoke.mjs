// Proves a broker works end to end for the services' client: produces one message to a fresh topic (auto-created)
// and consumes it back through a consumer group. Usage: node smoke.mjs [host:port] (default KAFKA_BROKERS).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Kafka, Partitioners, logLevel } = require('kafkajs');

const brokers = (process.argv[2] ?? process.env.KAFKA_BROKERS ?? '127.0.0.1:19092').split(',');
const topic = `smoke.${randomUUID()}`;
const value = `hello ${new Date().toISOString()}`;
const kafka = new Kafka({ clientId: 'chalktalk-smoke', brokers, logLevel: logLevel.NOTHING });

const started = Date.now();
const producer = kafka.producer({
  allowAutoTopicCreation: true,
  createPartitioner: Partitioners.DefaultPartitioner,
});
const consumer = kafka.consumer({ groupId: `smoke-${randomUUID()}` });
const timer = setTimeout(() => {
  console.error(`smoke: no message back within 30 s on ${topic}`);
  process.exit(1);
}, 30_000);

try {
  await producer.connect();
  await producer.send({ topic, messages: [{ key: 'team-1', value }] });
  await consumer.connect();
  await consumer.subscribe({ topics: [topic], fromBeginning: true });
  const received = await new Promise((resolve, reject) => {
    consumer.run({ eachMessage: async ({ message }) => resolve(message.value.toString()) }).catch(reject);
  });
  if (received !== value) throw new Error(`got ${JSON.stringify(received)}, sent ${JSON.stringify(value)}`);
  console.log(
    `smoke: produced and consumed one message on ${topic} via ${brokers} in ${Date.now() - started} ms`,
  );
} finally {
  clearTimeout(timer);
  await consumer.disconnect();
  await producer.disconnect();
}
