import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type TApiKey, type TCreateApiKeyRequest } from '@transcribe/contract';
import { hashSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import { activeApiKeys, insertApiKey, revokeApiKeyRow, useApiKey } from '../../db/repositories/api-keys.js';
import type { ApiKeyRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';

/** Requests one key may make per window; more are refused with 429 until the window is over. */
export const API_KEY_RATE_LIMIT = { max: 120, windowMs: 60_000 };
/** Characters of a key kept in the clear (prefix included), to tell the user's keys apart. */
const SHOWN_CHARACTERS = API_KEY_PREFIX.length + 8;

const toApiKey = (row: ApiKeyRow): TApiKey => ({
  api_key_id: row.id,
  api_key_name: row.name,
  api_key_prefix: row.prefix,
  api_key_created_at: row.created_at,
  api_key_last_used_at: row.last_used_at,
  api_key_read_only: row.read_only === 1,
});

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

export async function listApiKeys(ctx: AppContext, userId: number): Promise<TApiKey[]> {
  return (await activeApiKeys(ctx.db, userId)).map(toApiKey);
}

/**
 * A new key: 32 random bytes behind the prefix, stored only as its SHA-256 (a key has full entropy, so a
 * fast hash is enough, and it lets every request find its key by one indexed lookup). A request made with
 * an API key cannot create another, so a leaked key cannot outlive its revocation.
 */
export async function createApiKey(
  ctx: AppContext,
  userId: number,
  request: TCreateApiKeyRequest,
  viaApiKey: boolean,
): Promise<TApiKey & { api_key_secret: string }> {
  if (viaApiKey) {
    throw new AppError('FORBIDDEN', 'API keys cannot create API keys. Sign in to create one.');
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(ctx.db, {
    user_id: userId,
    name: request.api_key_name,
    prefix: secret.slice(0, SHOWN_CHARACTERS),
    key_hash: hashSecretToken(secret),
    read_only: request.api_key_read_only ? 1 : 0,
  });
  return { ...toApiKey(row), api_key_secret: secret };
}

export async function revokeApiKey(ctx: AppContext, userId: number, id: number): Promise<string> {
  const revoked = await revokeApiKeyRow(ctx.db, userId, id);
  if (!revoked) throw notFound('API key');
  return revoked.name;
}

/** What a read-only key is told when it asks to change something (a REST write, the MCP's import). */
export const readOnlyKeyRefused = () =>
  new AppError(
    'API_KEY_READ_ONLY',
    'This API key is read-only: it may read but not change anything. Use a key that is not read-only.',
  );

/** Who a key stands for and whether it may only read. */
export interface KeyHolder {
  userId: number;
  readOnly: boolean;
}

/** The user a key stands for; undefined for an unknown or revoked key; 429 past the key's rate limit. */
export async function userOfApiKey(ctx: AppContext, secret: string): Promise<KeyHolder | undefined> {
  const used = await useApiKey(ctx.db, hashSecretToken(secret), API_KEY_RATE_LIMIT.windowMs);
  if (!used) return undefined;
  if (used.window_count > API_KEY_RATE_LIMIT.max) {
    throw new AppError(
      'RATE_LIMITED',
      'Too many requests with this API key. Please wait a minute and try again.',
    );
  }
  return { userId: used.user_id, readOnly: used.read_only === 1 };
}
