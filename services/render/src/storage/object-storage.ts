/** Where rendered files go. Local folder in embedded mode; an S3 adapter implements the same port. */
export interface ObjectStorage {
  /** Stores a file under `key` (a relative path like `ab12…/play.gif`) and returns its public URL. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<string>;
  putBuffer(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The URL of `key` if it is stored, else undefined (the render cache looks here first). */
  urlIfExists(key: string): Promise<string | undefined>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
