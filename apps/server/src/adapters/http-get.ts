import { get as getHttp, type IncomingMessage } from 'node:http';
import { get as getHttps } from 'node:https';

/**
 * A GET through node:http, following up to `redirects` redirects (release downloads redirect to a CDN).
 * Not fetch: Node 24's fetch (undici) throws an uncatchable assertion when a server closes a response
 * early while the reader is slower than the network, which is what a cut download is.
 */
export function httpGet(
  url: string,
  options: { headers?: Record<string, string>; signal?: AbortSignal },
  redirects = 5,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? getHttps : getHttp;
    const request = get(url, { headers: options.headers, signal: options.signal }, (response) => {
      const location = response.headers.location;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && location && redirects > 0) {
        response.resume();
        httpGet(new URL(location, url).href, options, redirects - 1).then(resolve, reject);
      } else resolve(response);
    });
    request.on('error', reject);
  });
}
