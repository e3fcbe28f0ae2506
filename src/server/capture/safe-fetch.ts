// The only way the server fetches a URL. Every hop (redirects included, at most 5) is checked by
// address-policy and the connection is pinned to the address that was checked, so a DNS answer that
// changes between check and connect (rebinding) cannot reach our network. One deadline covers the
// whole fetch, body included, so slow-drip servers are cut off; bodies are capped after decompression.
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
// undici (~110 modules) is loaded on the first fetch, not at start-up (cold start).
import type * as Undici from 'undici';
import type { Agent, Dispatcher } from 'undici';
import { AppError } from '../errors.js';
import { checkedAddresses, refused, type CheckedAddress, type FetchPolicy } from './address-policy.js';

export { isPublicAddress, type FetchPolicy } from './address-policy.js';

export const HTML_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
const USER_AGENT = 'Mozilla/5.0 (compatible; Toolspace/1.0; +https://github.com/toolspace)';

export interface SafeFetchOptions {
  maxBytes: number;
  /** Accept header; defaults to anything */
  accept?: string;
  headers?: Record<string, string>;
}

export interface SafeResponse {
  /** the final URL after redirects */
  url: string;
  status: number;
  /** lower-cased media type without parameters, '' when absent */
  mediaType: string;
  contentType: string;
  body: Buffer;
}

export const fetchFailed = (message: string) => new AppError(502, 'fetch_failed', message);
export const fetchTimedOut = () => new AppError(504, 'fetch_timeout', 'The link took too long to answer');
export const tooLarge = (max: number) =>
  new AppError(413, 'fetch_too_large', `The linked resource is larger than ${Math.round(max / 1048576)} MB`);

/** An undici dispatcher whose every connection goes to the checked addresses, never to a new lookup. */
function pinnedAgent(undici: typeof Undici, addresses: CheckedAddress[]): Agent {
  return new undici.Agent({
    connect: {
      lookup(_hostname, options, callback) {
        const all = (options as { all?: boolean }).all;
        if (all) (callback as (e: null, a: CheckedAddress[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    },
    connections: 1,
    pipelining: 0,
  });
}

function decoded(body: Readable, encoding: string | undefined): Readable {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return body.pipe(zlib.createGunzip());
    case 'deflate':
      return body.pipe(zlib.createInflate());
    case 'br':
      return body.pipe(zlib.createBrotliDecompress());
    default:
      return body;
  }
}

/** Reads the (decompressed) body, stopping as soon as it passes maxBytes: a gzip bomb never inflates. */
async function readCapped(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

async function oneHop(url: URL, policy: FetchPolicy, options: SafeFetchOptions, signal: AbortSignal) {
  const addresses = await checkedAddresses(url, policy);
  const undici = await import('undici');
  const agent = pinnedAgent(undici, addresses);
  try {
    const res: Dispatcher.ResponseData = await undici.request(url, {
      dispatcher: agent,
      method: 'GET',
      signal,
      headers: {
        'user-agent': USER_AGENT,
        accept: options.accept ?? '*/*',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.9, *;q=0.5',
        ...options.headers,
      },
    });
    // Destroying a body emits an abort error; the reader below still sees real errors through its iterator.
    res.body.on('error', () => undefined);
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && location) {
      res.body.destroy();
      return { redirect: new URL(String(location), url) };
    }
    const encoding = res.headers['content-encoding'];
    const stream = decoded(res.body, Array.isArray(encoding) ? encoding[0] : encoding);
    stream.on('error', () => undefined);
    const length = Number(res.headers['content-length']);
    if (!encoding && Number.isFinite(length) && length > options.maxBytes) {
      res.body.destroy();
      throw tooLarge(options.maxBytes);
    }
    const body = await readCapped(stream, options.maxBytes);
    const contentType = String(res.headers['content-type'] ?? '');
    return {
      response: {
        url: url.href,
        status: res.statusCode,
        contentType,
        mediaType: contentType.split(';')[0]!.trim().toLowerCase(),
        body,
      } satisfies SafeResponse,
    };
  } finally {
    void agent.destroy();
  }
}

/** Fetches a URL under the SSRF policy. Refusals are 400, oversize 413, slowness 504, other failures 502. */
export async function safeFetch(
  input: string | URL,
  policy: FetchPolicy,
  options: SafeFetchOptions,
): Promise<SafeResponse> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw refused('Invalid URL');
  }
  const controller = new AbortController();
  // The deadline also cuts a DNS lookup short, which the abort signal alone cannot reach.
  const deadline = new Promise<never>((_resolve, reject) =>
    controller.signal.addEventListener('abort', () => reject(fetchTimedOut())),
  );
  deadline.catch(() => undefined);
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const result = await Promise.race([oneHop(url, policy, options, controller.signal), deadline]);
      if (result.response) return result.response;
      url = result.redirect;
    }
    throw refused(`Too many redirects (more than ${MAX_REDIRECTS})`);
  } catch (err) {
    if (controller.signal.aborted) throw fetchTimedOut();
    if (err instanceof AppError) throw err;
    throw fetchFailed(`Could not fetch ${url.host}: ${(err as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches JSON (provider endpoints) under the same policy; null when the answer is not usable JSON. */
export async function safeFetchJson(url: string | URL, policy: FetchPolicy): Promise<unknown> {
  const res = await safeFetch(url, policy, { maxBytes: HTML_MAX_BYTES, accept: 'application/json' });
  if (res.status < 200 || res.status >= 300) return null;
  try {
    return JSON.parse(res.body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
