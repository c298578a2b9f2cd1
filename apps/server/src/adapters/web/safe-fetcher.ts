import { lookup } from 'node:dns/promises';
import type { IncomingMessage } from 'node:http';
import { checkAddress, isIpLiteral } from './address-policy.js';
import { decodeHtml, isHtmlContentType } from './decode-html.js';
import { readBody, sendHop } from './http-hop.js';
import { type FetchedPage, WebsiteFetchError, type WebsiteFetcher } from './website-fetcher.port.js';

/** Options for the SSRF-safe fetcher. */
export interface SafeFetcherOptions {
  /** Admit loopback and private addresses (WEBSITE_FETCH_ALLOW_PRIVATE=1; local fixtures). */
  allowPrivate?: boolean;
  /** Resolves a hostname to IP addresses; defaults to the system resolver (all addresses). */
  resolve?: (host: string) => Promise<string[]>;
  /** Whole-read deadline, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /**
   * Replaces the address policy entirely. For tests that need one loopback address to act as
   * "the public internet" while everything else stays forbidden.
   */
  isAddressAllowed?: (address: string) => boolean;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

async function systemResolve(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((a) => a.address);
}

/** Parses and vets a URL: http(s) only, no credentials, a host present. */
function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new WebsiteFetchError('invalid_url', 'This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebsiteFetchError('invalid_url', 'Only http and https websites can be read.');
  }
  if (url.username || url.password) {
    throw new WebsiteFetchError('invalid_url', 'Web addresses with a user name or password are not read.');
  }
  if (!url.hostname) throw new WebsiteFetchError('invalid_url', 'The web address has no host.');
  return url;
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new WebsiteFetchError('timeout', 'The website took too long to answer.'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * A WebsiteFetcher that cannot be steered at internal services: it resolves every hostname
 * itself, refuses the request if any resolved address is forbidden, connects to the checked
 * address only (no second lookup to race), and re-checks every redirect hop by hand.
 */
export function createSafeFetcher(options: SafeFetcherOptions = {}): WebsiteFetcher {
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 2_000_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const userAgent = options.userAgent ?? 'LociBot/1.0 (website reader for brand keywords)';
  const allowed = options.isAddressAllowed ?? ((a: string) => checkAddress(a, { allowPrivate: options.allowPrivate }).allowed);

  async function pickAddress(url: URL, signal: AbortSignal): Promise<{ address: string; family: 4 | 6 }> {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: string[];
    if (isIpLiteral(host)) {
      addresses = [host];
    } else {
      try {
        addresses = await raceAbort(resolve(host), signal);
      } catch (err) {
        if (err instanceof WebsiteFetchError) throw err;
        throw new WebsiteFetchError('dns_failed', `The website's name (${host}) could not be found.`);
      }
      if (addresses.length === 0) throw new WebsiteFetchError('dns_failed', `The website's name (${host}) could not be found.`);
    }
    // Every address must pass: a name with one public and one private answer is refused.
    const bad = addresses.find((a) => !allowed(a));
    if (bad !== undefined) {
      throw new WebsiteFetchError('forbidden_address', 'This web address points to a private or reserved network and cannot be read.');
    }
    const address = addresses[0];
    return { address, family: address.includes(':') ? 6 : 4 };
  }

  async function finish(url: URL, res: IncomingMessage, signal: AbortSignal): Promise<FetchedPage> {
    const status = res.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      res.destroy();
      throw new WebsiteFetchError('http_error', `The website answered with HTTP ${status}.`, status);
    }
    const contentType = String(res.headers['content-type'] ?? '');
    if (!isHtmlContentType(contentType)) {
      res.destroy();
      throw new WebsiteFetchError('not_html', `The address is not a web page (${contentType || 'no content type'}).`);
    }
    const declared = Number(res.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      res.destroy();
      throw new WebsiteFetchError('too_large', `The page is larger than ${maxBytes} bytes.`);
    }
    const body = await readBody(res, maxBytes, signal);
    const contentLanguage = String(res.headers['content-language'] ?? '').trim() || undefined;
    return {
      url: url.toString(),
      status,
      html: decodeHtml(body, contentType),
      contentType,
      ...(contentLanguage ? { contentLanguage } : {}),
    };
  }

  async function fetchHtml(rawUrl: string): Promise<FetchedPage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const { signal } = controller;
    try {
      let url = parseTarget(rawUrl);
      for (let hop = 0; ; hop++) {
        const { address, family } = await pickAddress(url, signal);
        const res = await sendHop({ url, address, family, userAgent, signal });
        const location = res.headers.location;
        if (!REDIRECT_STATUSES.has(res.statusCode ?? 0) || !location) return await finish(url, res, signal);
        res.destroy();
        if (hop >= maxRedirects) {
          throw new WebsiteFetchError('too_many_redirects', `The website redirected more than ${maxRedirects} times.`);
        }
        url = parseTarget(location, url);
      }
    } finally {
      clearTimeout(timer);
    }
  }

  return { fetchHtml };
}
