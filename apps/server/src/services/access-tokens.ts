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

/** The user id of a valid, unexpired token, else undefined. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
