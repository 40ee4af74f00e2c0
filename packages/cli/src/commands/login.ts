import { ApiClient } from '../api-client.js';
import { saveCredentials } from '../config-store.js';
import { EXIT } from '../errors.js';
import type { Output } from '../output.js';

/**
 * `transcribe login --url URL --api-key KEY`: checks the key with the server (GET /api/v1/auth/authenticated;
 * unreachable: 4, refused: 3, and nothing is saved), then keeps both in the user's config file (0600).
 */
export async function loginCommand(request: { url: string; apiKey: string }, out: Output): Promise<number> {
  const api = new ApiClient(request.url, request.apiKey);
  await api.json('GET', '/api/v1/auth/authenticated');
  const file = await saveCredentials({ url: api.base, apiKey: request.apiKey });
  out.line(`Logged in to ${api.base}; the key is kept in ${file}.`);
  out.result({ url: api.base, config: file });
  return EXIT.ok;
}
