import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'transcribe';
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export function signAccessToken(secret: Uint8Array, userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
    .sign(secret);
}

/** The user id of a valid, unexpired token, else undefined. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
