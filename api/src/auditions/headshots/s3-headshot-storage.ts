import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { HeadshotStorage } from './headshot-storage';

export interface S3HeadshotSettings {
  bucket: string;
  /** Any S3-compatible service (MinIO, R2, …); empty for AWS itself. */
  endpoint: string | null;
  region: string;
  /** MinIO and most self-hosted services want /bucket/key URLs rather than bucket subdomains. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. 'headshots/'. */
  prefix: string;
}

/** Headshots in an S3-compatible bucket; credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID, …). */
export class S3HeadshotStorage extends HeadshotStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3HeadshotSettings) {
    super();
    this.client = new S3Client({ region: settings.region, endpoint: settings.endpoint ?? undefined, forcePathStyle: settings.forcePathStyle });
  }

  private location(key: string) {
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.location(key), Body: data, ContentType: 'image/png' }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.location(key)));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.location(key)));
  }

  // After the HTTP listener has drained (not at module destroy, which runs before): an upload in flight still completes.
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}
