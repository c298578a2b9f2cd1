import { lookup } from 'node:dns/promises';
import { checkAddress } from './address-policy.js';
import type { PhotoDownloader } from './photo-downloader.port.js';

const PHOTO_TIMEOUT_MS = 15_000;

/**
 * Downloads a sourced photo from a public http(s) URL. The host's every address must be public
 * (no loopback, private or link-local targets) and redirects are not followed, so a photo URL
 * from a search API cannot steer the server at internal services.
 */
async function fetchPhotoBytes(url: string, opts: { maxBytes: number; signal?: AbortSignal }): Promise<Buffer> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('Only http(s) photo URLs are fetched.');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (!addresses.length || addresses.some((a) => !checkAddress(a).allowed)) throw new Error(`Refusing to fetch a photo from ${host}.`);
  const signal = AbortSignal.any([AbortSignal.timeout(PHOTO_TIMEOUT_MS), ...(opts.signal ? [opts.signal] : [])]);
  const res = await fetch(target, { redirect: 'error', signal, headers: { accept: 'image/*' } });
  if (!res.ok) throw new Error(`Photo download failed: HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > opts.maxBytes) throw new Error('Photo too large.');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > opts.maxBytes) throw new Error('Photo too large.');
  return bytes;
}

/** The photo downloader over the network, public addresses only. */
export function createPhotoDownloader(): PhotoDownloader {
  return { download: fetchPhotoBytes };
}
