// Puts a built remote into S3-compatible object storage under <prefix><remote>/<version>/, as a CDN serves it:
// content types, long immutable caching for content-hashed files, short for the few fixed names (the manifest,
// remoteEntry.js), and the build's precompressed .gz/.br copies with their Content-Encoding, for a CDN that
// picks them by Accept-Encoding. A version's folder is written once: an existing manifest there refuses the upload,
// and every file is a conditional write (If-None-Match: *), which the store refuses when the key exists, so two
// uploads racing for one version cannot overwrite each other, and a bucket policy can refuse every write that is not
// conditional (docs/release-pipeline.md, "Write-once storage").
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { lookup } from 'mrmime';

const HASHED = /\.[0-9a-f]{8,}\./;
const ENCODINGS = { '.gz': 'gzip', '.br': 'br' };

function filesUnder(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** What a CDN needs to know about one file of the build. */
export function objectHeaders(file) {
  const encodingSuffix = Object.keys(ENCODINGS).find((suffix) => file.endsWith(suffix));
  const original = encodingSuffix ? file.slice(0, -encodingSuffix.length) : file;
  return {
    ContentType: lookup(original) ?? 'application/octet-stream',
    CacheControl: HASHED.test(path.posix.basename(original)) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    ...(encodingSuffix ? { ContentEncoding: ENCODINGS[encodingSuffix] } : {}),
  };
}

/** `s3://bucket/some/prefix` -> { bucket, prefix: 'some/prefix/' }. */
export function parseS3Url(value) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value ?? '');
  if (!match) throw new Error(`--upload takes s3://bucket[/prefix], got ${value}`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : '' };
}

/**
 * Uploads every file of `distDir`; `onProgress(done, total)` after each. The S3 endpoint, region and credentials come
 * from the environment as the AWS SDK reads them (S3_ENDPOINT for a non-AWS store, path-style addressing then).
 */
export async function uploadRelease({ distDir, s3Url, remote, version, onProgress = () => {} }) {
  const { bucket, prefix } = parseS3Url(s3Url);
  const folder = `${prefix}${remote}/${version}/`;
  const endpoint = process.env.S3_ENDPOINT || undefined;
  const client = new S3Client({ endpoint, forcePathStyle: Boolean(endpoint), region: process.env.AWS_REGION || 'us-east-1' });
  try {
    const taken = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${folder}mf-manifest.json` })).then(
      () => true,
      (error) => {
        if (error?.$metadata?.httpStatusCode === 404 || error?.name === 'NotFound') return false;
        throw error;
      },
    );
    if (taken) throw new Error(`s3://${bucket}/${folder} holds a release already: a version is uploaded once, build a new version`);
    const files = filesUnder(distDir);
    if (!files.includes('mf-manifest.json')) throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
    // The manifest last: a folder with a manifest is a complete upload.
    const ordered = [...files.filter((file) => file !== 'mf-manifest.json'), 'mf-manifest.json'];
    let done = 0;
    for (const file of ordered) {
      const put = new PutObjectCommand({
        Bucket: bucket,
        Key: `${folder}${file}`,
        Body: fs.readFileSync(path.join(distDir, file)),
        IfNoneMatch: '*',
        ...objectHeaders(file),
      });
      await client.send(put).catch((error) => {
        if (error?.$metadata?.httpStatusCode === 412) {
          throw new Error(`s3://${bucket}/${folder}${file} exists already: a version is uploaded once, build a new version`);
        }
        throw error;
      });
      onProgress((done += 1), ordered.length);
    }
    return { bucket, folder, count: ordered.length };
  } finally {
    client.destroy();
  }
}
