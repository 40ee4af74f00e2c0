import { z } from 'zod';

/** Every API key starts with this, which is how the server tells one from a session's access token. */
export const API_KEY_PREFIX = 'tsk_';
export const API_KEY_NAME_MAX = 100;

export const ZApiKey = z.object({
  api_key_id: z.number().int(),
  api_key_name: z.string(),
  /** The key's first characters, to tell keys apart; the whole key is only shown when it is created. */
  api_key_prefix: z.string(),
  /** ISO 8601, UTC. */
  api_key_created_at: z.string(),
  api_key_last_used_at: z.string().nullable(),
  /**
   * A read-only key reads (GET and HEAD, and the MCP server's read tools) but changes nothing: any other
   * request with it answers 403 API_KEY_READ_ONLY.
   */
  api_key_read_only: z.boolean().default(false),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyListResponse = z.object({ success: z.literal(true), data: z.array(ZApiKey) });

export const ZCreateApiKeyRequest = z.object({
  api_key_name: z
    .string({ error: 'Please name the key.' })
    .trim()
    .min(1, { error: 'Please name the key.' })
    .max(API_KEY_NAME_MAX, { error: `A key name may be at most ${API_KEY_NAME_MAX} characters.` }),
  /** Limits the key to reading (see ZApiKey); default false: it may do everything its user may. */
  api_key_read_only: z.boolean().default(false),
});
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;

/** The new key with its secret: `Authorization: Bearer <api_key_secret>`. It is never shown again. */
export const ZCreateApiKeyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZApiKey.extend({ api_key_secret: z.string() }),
});
export type TCreateApiKeyResponse = z.infer<typeof ZCreateApiKeyResponse>;
