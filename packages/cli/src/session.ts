import { ApiClient } from './api-client.js';
import { loadCredentials } from './config-store.js';

/** The API client of the saved login (exit 3 when there is none). */
export async function connect(env: NodeJS.ProcessEnv = process.env): Promise<ApiClient> {
  const { url, apiKey } = await loadCredentials(env);
  return new ApiClient(url, apiKey);
}
