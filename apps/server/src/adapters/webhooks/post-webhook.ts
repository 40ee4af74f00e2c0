import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@transcribe/contract';
import { guardedLookup, isBlockedAddress } from '../address-guard.js';
import { signatureHeader } from './signature.js';

const TIMEOUT_MS = 10_000;

/** What one attempt got: the receiver's status, or no answer and why. */
export type PostOutcome = { status: number } | { status: null; error: string };

/**
 * POSTs the signed body; the connection goes only to an address the guard accepted (checked on what DNS
 * returned for this very request). Redirects are not followed: a 3xx is the receiver's answer.
 */
export function postWebhook(
  url: string,
  body: string,
  secret: string,
  allowPrivate: boolean,
): Promise<PostOutcome> {
  const target = new URL(url);
  // An address written as an IP is connected to without a lookup, so it is checked here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(literal) && isBlockedAddress(literal))
    return Promise.resolve({
      status: null,
      error: `${literal} is a private or local address that webhooks may not reach.`,
    });
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'transcribe-webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} seconds.`)));
    req.on('error', (error) => resolve({ status: null, error: error.message }));
    req.end(body);
  });
}
