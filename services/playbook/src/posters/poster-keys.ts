import { DownloadSigner } from '@chalktalk/platform';

const SCOPE = 'play-posters';
const DAY_MS = 86_400_000;

/**
 * A signed-in user's poster key: `<img>` tags send no bearer token, so poster addresses carry this key instead.
 * It only says who asks (every poster is checked against that user's access to the play); it lasts until the end
 * of the next UTC day and is the same all day, so addresses, and the browser's cache of them, stay put.
 */
export class PosterKeys {
  private readonly signer: DownloadSigner;

  constructor(secret: string) {
    this.signer = new DownloadSigner(secret);
  }

  issue(userId: string, now = Date.now()): { key: string; expiresAt: string } {
    const expiresAt = (Math.floor(now / DAY_MS) + 2) * DAY_MS;
    return {
      key: this.signer.sign({ fileId: SCOPE, userId, teamId: '', expiresAt }),
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** The user the key was issued to, or null when it is forged, expired or for something else. */
  userOf(key: string, now = Date.now()): string | null {
    const grant = this.signer.verify(key, now);
    return grant?.fileId === SCOPE ? grant.userId : null;
  }
}
