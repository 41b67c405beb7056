import { createTransport, type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** The port notifications sends through; SMTP in every deployment, a fake only in unit tests. */
export interface MailTransport {
  /** Resolves with the relay's message id once the relay accepted the mail. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** nodemailer over SMTP with a small connection pool; timeouts keep a dead relay from blocking the worker. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    this.transporter = createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 25)),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // A local sink or relay without a certificate still works; a relay that offers STARTTLS gets it.
      tls: { rejectUnauthorized: url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' },
    });
  }

  async send(mail: OutgoingMail): Promise<string> {
    const info = (await this.transporter.sendMail(mail)) as { messageId: string };
    return info.messageId;
  }

  close(): void {
    this.transporter.close();
  }
}
