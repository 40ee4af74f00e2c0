import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from './access-tokens.js';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token again from what it remembers, for its own secret only', async () => {
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, 42);
    expect(await verifyAccessToken(secret, token)).toBe(42);
    expect(await verifyAccessToken(secret, token)).toBe(42);
    expect(await verifyAccessToken(randomBytes(32), token)).toBeUndefined();
    expect(await verifyAccessToken(secret, `${token.slice(0, -2)}xx`)).toBeUndefined();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const secret = randomBytes(32);
    const token = await signAccessToken(secret, 7);
    expect(await verifyAccessToken(secret, token)).toBe(7);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(await verifyAccessToken(secret, token)).toBeUndefined();
  });
});
