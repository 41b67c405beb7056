import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { MailboxMessage, MailboxStore } from './mailbox-store';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * A real SMTP server on loopback that accepts every mail (no auth, no TLS: it never leaves the machine) and
 * stores it in the dev mailbox. It stands in for a mail provider on a laptop and in tests.
 */
export async function startSmtpSink(opts: {
  store: MailboxStore;
  port?: number;
  onMessage?: (message: MailboxMessage) => void;
}): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) =>
            opts.store.save({
              to,
              from: parsed.from?.address ?? session.envelope.mailFrom?.valueOf().toString() ?? '',
              replyTo: (parsed.replyTo ?? [])
                .map((entry) => entry.address ?? '')
                .filter(Boolean)
                .join(', '),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            }),
          )
          .then((saved) => {
            opts.onMessage?.(saved);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
