import { randomUUID } from 'node:crypto';
import type { TLoginTokens } from '@transcribe/contract';
import { signAccessToken, verifyAccessToken } from '../../adapters/access-tokens.js';
import { hashSecretToken, newSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
} from '../../db/repositories/refresh-tokens.js';
import { accountStanding } from '../../db/repositories/users.js';
import { AppError, accountDisabled, sessionExpired } from '../../domain/app-error.js';

const REFRESH_TOKEN_DAYS = 30;
const invalidRefresh = () =>
  new AppError('INVALID_REFRESH_TOKEN', 'Session expired or invalid. Please log in again.');

async function issuePair(ctx: AppContext, userId: number, familyId: string): Promise<TLoginTokens> {
  const refresh = newSecretToken();
  await insertRefreshToken(ctx.db, {
    userId,
    familyId,
    tokenHash: hashSecretToken(refresh),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString(),
  });
  return {
    login_access_token: await signAccessToken(ctx.config.jwtSecret, userId),
    login_refresh_token: refresh,
  };
}

/** The user a session's access token is for; undefined when it is forged, expired or malformed. */
export const userOfAccessToken = (ctx: AppContext, token: string) =>
  verifyAccessToken(ctx.config.jwtSecret, token);

/**
 * Every request's check beside its token or key, so disabling an account (or deleting it) stops its tokens
 * and keys at once rather than when they expire: one primary-key read.
 */
export async function checkStanding(ctx: AppContext, userId: number): Promise<void> {
  const standing = await accountStanding(ctx.db, userId);
  if (!standing) throw sessionExpired();
  if (standing.disabled_at) throw accountDisabled();
}

/** A new login (password, Google, a changed password): a fresh refresh-token family; none for a disabled account. */
export async function startSession(ctx: AppContext, userId: number): Promise<TLoginTokens> {
  await checkStanding(ctx, userId);
  return issuePair(ctx, userId, randomUUID());
}

/** Exchanges a refresh token for a new pair; presenting an already-rotated token revokes its whole family. */
export async function rotateSession(ctx: AppContext, refreshToken: string): Promise<TLoginTokens> {
  const row = await findRefreshToken(ctx.db, hashSecretToken(refreshToken));
  if (!row || row.revoked_at) throw invalidRefresh();
  if (row.rotated_at || !(await markRotated(ctx.db, row.id))) {
    await revokeFamily(ctx.db, row.family_id);
    throw invalidRefresh();
  }
  if (row.expires_at <= new Date().toISOString()) throw invalidRefresh();
  await checkStanding(ctx, row.user_id);
  return issuePair(ctx, row.user_id, row.family_id);
}

/** Logout: the presented token's family stops working. Unknown tokens are ignored (logout is idempotent). */
export async function endSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(ctx.db, hashSecretToken(refreshToken));
  if (row) await revokeFamily(ctx.db, row.family_id);
}
