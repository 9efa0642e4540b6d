/**
 * Where headshot images live. The default keeps them on local disk; an S3-compatible bucket can be
 * plugged in by providing another implementation of this class in AuditionsModule.
 */
export abstract class HeadshotStorage {
  abstract put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  abstract delete(key: string): Promise<void>;
}
