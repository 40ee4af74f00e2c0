import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { BlockedAddressError, guardedLookup, isBlockedAddress } from './address-guard.js';

/**
 * Why a link gave no recording: its address is refused, nothing usable answered, it is not media (`page`: a
 * web page, which a video site's may hold), the recording is over the limit, or yt-dlp is not installed.
 */
export type DownloadFailure = 'refused' | 'unreachable' | 'not-media' | 'page' | 'too-large' | 'unavailable';

export class DownloadError extends Error {
  constructor(
    readonly failure: DownloadFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Redirects followed at most (a link shortener, then a CDN). */
const REDIRECTS = 5;
/** Waiting this long for an answer, or for the next bytes, gives up. */
const IDLE_MS = 60_000;
/** What a web page or a feed says it is: never a recording. */
const PAGE_TYPES = /^(text\/html|application\/xhtml\+xml|text\/xml|application\/(rss|atom)\+xml)/i;

export interface DownloadOptions {
  allowPrivate: boolean;
  signal?: AbortSignal;
  /** The addresses refused (default: private and local ones; a test may name its own). */
  refused?: (address: string) => boolean;
  /** 'feed': a podcast feed is wanted (XML; a 304 answers a conditional request); default: a recording. */
  want?: 'media' | 'feed';
  headers?: Record<string, string>;
}

/**
 * Opens a download of `url`: a GET following up to REDIRECTS redirects, each hop's address checked as it is
 * connected to (so neither a redirect nor DNS can lead to a private or local address unless `allowPrivate`).
 * Resolves with the 2xx response, its size when the server said it, and the address it came from; a page, an
 * HTTP error or an address refused rejects with a DownloadError that says which.
 */
export async function openDownload(
  url: string,
  options: DownloadOptions,
): Promise<{ response: IncomingMessage; size: number | null; url: URL; status: number }> {
  let current = new URL(url);
  for (let hop = 0; hop <= REDIRECTS; hop++) {
    const response = await get(current, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      current = new URL(location, current);
      continue;
    }
    if (status === 304 && options.want === 'feed') return { response, size: 0, url: current, status };
    if (status < 200 || status >= 300) {
      response.resume();
      throw new DownloadError('unreachable', httpFailure(status));
    }
    const type = response.headers['content-type'] ?? '';
    if (options.want === 'feed' ? /^text\/html/i.test(type) : PAGE_TYPES.test(type)) {
      response.resume();
      throw new DownloadError(
        options.want === 'feed' ? 'not-media' : 'page',
        options.want === 'feed'
          ? 'The link leads to a web page, not to a podcast feed.'
          : 'The link leads to a web page, not to a recording.',
      );
    }
    const length = Number(response.headers['content-length']);
    const size = Number.isSafeInteger(length) && length >= 0 ? length : null;
    return { response, size, url: current, status };
  }
  throw new DownloadError('unreachable', `The link redirects more than ${REDIRECTS} times.`);
}

function httpFailure(status: number): string {
  if (status === 404 || status === 410) return `Nothing was found at this link (HTTP ${status}).`;
  if (status === 401 || status === 403) return `The site refused the download (HTTP ${status}).`;
  return `The site answered HTTP ${status} instead of the recording.`;
}

function get(target: URL, options: DownloadOptions): Promise<IncomingMessage> {
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(
      new DownloadError('unreachable', 'Only http:// and https:// links can be imported.'),
    );
  // An address written as an IP is connected to without a lookup, so it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  const refused = options.refused ?? isBlockedAddress;
  if (!options.allowPrivate && isIP(literal) && refused(literal))
    return Promise.reject(
      new DownloadError('refused', `${literal} is a private or local address that imports may not reach.`),
    );
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(target, {
      method: 'GET',
      lookup: guardedLookup(options.allowPrivate, 'imports', refused),
      timeout: IDLE_MS,
      signal: options.signal,
      headers: {
        'user-agent': 'transcribe-import/1',
        accept:
          options.want === 'feed'
            ? 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5'
            : 'audio/*, video/*, */*;q=0.5',
        ...options.headers,
      },
    });
    req.on('response', resolve);
    req.on('timeout', () =>
      req.destroy(new DownloadError('unreachable', 'The site did not answer in time.')),
    );
    req.on('error', (error) => reject(asDownloadError(error, target.hostname)));
    req.end();
  });
}

function asDownloadError(error: Error, host: string): Error {
  if (error instanceof DownloadError || error.name === 'AbortError') return error;
  if (error instanceof BlockedAddressError) return new DownloadError('refused', error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new DownloadError('unreachable', `The host ${host} could not be found.`);
  return new DownloadError('unreachable', `${host} could not be reached (${code ?? error.message}).`);
}
