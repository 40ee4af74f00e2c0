import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token for the client; only its hash is ever stored. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
