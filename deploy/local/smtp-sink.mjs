// The distributed stack's mail catcher: notifications' own SMTP sink (the one `make dev` runs) as a process of its
// own, storing every mail as JSON under a folder. Mail never leaves the machine; the smoke test reads it there.
// Usage: node smtp-sink.mjs <port> <mailbox dir>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { MailboxStore, startSmtpSink } = require('@chalktalk/notifications-service');

const [port, dir] = process.argv.slice(2);
if (!port || !dir) {
  console.error('usage: smtp-sink.mjs <port> <mailbox dir>');
  process.exit(2);
}
const sink = await startSmtpSink({
  store: new MailboxStore(dir),
  port: Number(port),
  onMessage: (message) => console.log(`smtp-sink: mail to ${message.to.join(', ')}: ${message.subject}`),
});
console.log(`smtp-sink: listening on ${sink.url}, storing in ${dir}`);
const stop = () => sink.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
