/** Where logos live; keyed by the program or team id. Object storage can replace the local folder. */
export interface LogoStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no logo: a missing logo is not an error. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
}

export const LOGO_STORAGE = Symbol('LOGO_STORAGE');
