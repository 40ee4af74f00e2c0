import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's minimum settings for it.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const dummyHash = hash('not-a-real-password', OPTIONS);

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
