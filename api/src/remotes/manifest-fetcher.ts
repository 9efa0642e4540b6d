import { createHash } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BadRequestException, Injectable } from '@nestjs/common';
import { isPlainReleaseOrigin } from '@greenroom/contracts';
import { AppConfig } from '../config/app-config';
import { HostResolver, isPublicAddress, type ResolvedAddress } from './manifest-address-check';

export const MANIFEST_MAX_BYTES = 1024 * 1024;
/** A remote's entry script is small (the federation container); a bundle's worth would mean something is wrong. */
export const ENTRY_MAX_BYTES = 5 * 1024 * 1024;
const MANIFEST_TIMEOUT_MS = 10_000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface FetchedManifest {
  manifest: unknown;
  digest: string;
}

/**
 * One answer for every address the policy refuses, whatever the reason: the caller learns nothing about what
 * answers (or would answer) inside the network.
 */
export const MANIFEST_REFUSED_MESSAGE =
  'This manifest address is not allowed: a release must be served over https from an origin the portal allows (RELEASE_MANIFEST_ORIGINS).';
/** The same rule for the entry script a manifest points at, which may sit on another origin than the manifest. */
export const ENTRY_REFUSED_MESSAGE =
  "The manifest's entry script address is not allowed: a release's files must be served over https from an origin the portal allows (RELEASE_MANIFEST_ORIGINS).";

/**
 * Fetches and parses a release's mf-manifest.json: a bounded time, a bounded size, no redirects (a redirect could
 * lead to an address the check never saw). In production only https from RELEASE_MANIFEST_ORIGINS, and only to a
 * public address: the host is resolved once, every address checked, and the connection made to the checked one (a
 * second lookup could answer differently). Outside production http to this machine is allowed, for development.
 */
@Injectable()
export class ManifestFetcher {
  constructor(
    private readonly config: AppConfig,
    private readonly resolver: HostResolver,
  ) {}

  /** The parsed manifest, and the sha256 of its bytes (what a later check compares the served file with). */
  async fetch(manifestUrl: string): Promise<FetchedManifest> {
    const bytes = await this.download(manifestUrl, MANIFEST_FILE);
    const digest = createHash('sha256').update(bytes).digest('hex');
    try {
      return { manifest: JSON.parse(bytes.toString('utf8')) as unknown, digest };
    } catch {
      throw cantRead(MANIFEST_FILE, manifestUrl, 'it is not JSON');
    }
  }

  /** The subresource integrity (sha384) of a release's entry script, fetched under the same rules as its manifest. */
  async entryIntegrity(entryUrl: string): Promise<string> {
    const bytes = await this.download(entryUrl, ENTRY_FILE);
    return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
  }

  private async download(address: string, file: FileKind): Promise<Buffer> {
    const url = this.allowedUrl(address, file);
    return this.get(url, this.config.production ? await this.publicAddress(url, file) : null, file);
  }

  private allowedUrl(address: string, file: FileKind): URL {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new BadRequestException(`${file.address} must be a URL`);
    }
    if (url.username || url.password) throw new BadRequestException(`${file.address} must not carry a user name or password`);
    const allowedOrigins = this.config.releaseManifestOrigins;
    const schemeAllowed = url.protocol === 'https:' || (!this.config.production && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
    const originAllowed = allowedOrigins.length > 0 ? allowedOrigins.includes(url.origin) : !this.config.production;
    if (!schemeAllowed || !originAllowed || !isPlainReleaseOrigin(url.origin)) throw new BadRequestException(file.refused);
    return url;
  }

  private async publicAddress(url: URL, file: FileKind): Promise<ResolvedAddress> {
    const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1');
    let addresses: ResolvedAddress[];
    try {
      addresses = await this.resolver.resolve(hostname);
    } catch {
      throw new BadRequestException(file.refused);
    }
    // Every address, not only the first: a name that also points inside could be raced onto it.
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      throw new BadRequestException(file.refused);
    }
    return addresses[0];
  }

  private get(url: URL, address: ResolvedAddress | null, file: FileKind): Promise<Buffer> {
    const client = url.protocol === 'https:' ? https : http;
    const pinned: LookupFunction | undefined = address
      ? (_hostname, options, callback) =>
          options.all ? callback(null, [{ address: address.address, family: address.family }]) : callback(null, address.address, address.family)
      : undefined;
    return new Promise((resolve, reject) => {
      const request = client.get(
        url,
        { lookup: pinned, timeout: MANIFEST_TIMEOUT_MS, headers: { Accept: file.accept, 'Accept-Encoding': 'identity' }, agent: false },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            reject(cantRead(file, url.href, `the server answered ${response.statusCode}`));
            return;
          }
          if (Number(response.headers['content-length']) > file.maxBytes) {
            response.destroy();
            reject(tooBig(file, url.href));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          // The length header may be missing or wrong: count what really arrives and stop at the cap.
          response.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > file.maxBytes) {
              response.destroy();
              reject(tooBig(file, url.href));
            } else chunks.push(chunk);
          });
          response.on('end', () => resolve(Buffer.concat(chunks)));
          response.on('error', () => reject(cantRead(file, url.href, 'the server could not be reached')));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) =>
        reject(
          cantRead(
            file,
            url.href,
            error.message === 'timeout' ? `no answer within ${MANIFEST_TIMEOUT_MS / 1000} seconds` : 'the server could not be reached',
          ),
        ),
      );
    });
  }
}

interface FileKind {
  /** How a message names it: 'manifest', 'entry script'. */
  name: string;
  /** How a message names its address: the manifest's is the request's field. */
  address: string;
  /** The one answer when the address policy refuses it. */
  refused: string;
  accept: string;
  maxBytes: number;
}

const MANIFEST_FILE: FileKind = {
  name: 'manifest',
  address: 'manifestUrl',
  refused: MANIFEST_REFUSED_MESSAGE,
  accept: 'application/json',
  maxBytes: MANIFEST_MAX_BYTES,
};
const ENTRY_FILE: FileKind = {
  name: 'entry script',
  address: "The manifest's entry script address",
  refused: ENTRY_REFUSED_MESSAGE,
  accept: 'text/javascript, */*',
  maxBytes: ENTRY_MAX_BYTES,
};

function cantRead(file: FileKind, url: string, reason: string): BadRequestException {
  return new BadRequestException(`The ${file.name} at ${url} could not be read: ${reason}.`);
}

function tooBig(file: FileKind, url: string): BadRequestException {
  return new BadRequestException(`The ${file.name} at ${url} is larger than ${file.maxBytes / 1024 / 1024} MB.`);
}
