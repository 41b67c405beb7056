import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface MailboxMessage {
  id: string;
  to: string[];
  from: string;
  /** Reply-To addresses, comma separated; empty when the mail has none. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * The dev mailbox on disk: one JSON file per received mail under `dir`, so the SMTP sink and the notifications
 * app can share it (same process or not) and it survives restarts. Keeps the newest `limit` messages.
 */
export class MailboxStore {
  constructor(
    readonly dir: string,
    private readonly limit = 200,
  ) {}

  async save(
    message: Omit<MailboxMessage, 'id' | 'receivedAt'>,
    at: Date = new Date(),
  ): Promise<MailboxMessage> {
    await mkdir(this.dir, { recursive: true });
    // File names sort by time, so listing needs no parsing to order.
    const id = `${at.getTime().toString().padStart(15, '0')}-${randomUUID()}`;
    const stored: MailboxMessage = { id, ...message, receivedAt: at.toISOString() };
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(stored), { mode: 0o600 });
    await this.trim();
    return stored;
  }

  /** Newest first. */
  async list(): Promise<MailboxMessage[]> {
    const files = await this.files();
    const messages = await Promise.all(
      files.reverse().map((file) =>
        readFile(join(this.dir, file), 'utf8').then(
          (raw) => JSON.parse(raw) as MailboxMessage,
          () => undefined,
        ),
      ),
    );
    return messages.filter((m): m is MailboxMessage => m !== undefined);
  }

  async clear(): Promise<void> {
    await Promise.all((await this.files()).map((file) => rm(join(this.dir, file), { force: true })));
  }

  private async files(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async trim(): Promise<void> {
    const files = await this.files();
    const excess = files.slice(0, Math.max(0, files.length - this.limit));
    await Promise.all(excess.map((file) => rm(join(this.dir, file), { force: true })));
  }
}
