import { webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'transcribe';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** The secret imported once as an HMAC key: importing it on every request cost more than the check itself. */
const keys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(secret: Uint8Array, userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(await keyOf(secret));
}

/**
 * Tokens already verified, per secret, with their user and expiry: a browser sends the same token with every
 * request for 15 minutes, and checking its signature again each time was a tenth of a file list's cost.
 * A token is immutable, so a verified one stays valid until it expires. Bounded; the oldest go first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { userId: number; expiresAt: number }>>();
const MAX_VERIFIED = 10_000;

/** The user id of a valid, unexpired token, else undefined. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<number | undefined> {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  const known = cache.get(token);
  if (known && known.expiresAt > Date.now()) return known.userId;
  cache.delete(token);
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id) || id <= 0 || payload.exp === undefined) return undefined;
    if (cache.size >= MAX_VERIFIED) cache.delete(cache.keys().next().value as string);
    cache.set(token, { userId: id, expiresAt: payload.exp * 1000 });
    return id;
  } catch {
    return undefined;
  }
}
