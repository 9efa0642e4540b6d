import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { HeadshotStorage } from './headshot-storage';

const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export class LocalDiskHeadshotStorage extends HeadshotStorage {
  constructor(private readonly directory: string) {
    super();
  }

  private pathOf(key: string): string {
    // Keys are built by the service from UUIDs; refusing anything else keeps a key from leaving the directory.
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe headshot key: ${key}`);
    return path.join(this.directory, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const target = this.pathOf(key);
    // Write then rename, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
