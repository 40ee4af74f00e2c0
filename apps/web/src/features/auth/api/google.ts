import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

// The spec allows the address directly or inside data.
const ZGoogleUrl = z.union([
  z.object({ data: z.object({ url: z.string().min(1) }) }).transform((body) => body.data.url),
  z.object({ url: z.string().min(1) }).transform((body) => body.url),
]);

/** GET /api/v1/auth/google: where to send the browser for Google sign-in. */
export async function getGoogleSignInUrl(): Promise<string> {
  const json = await api.get('/api/v1/auth/google', { schema: z.unknown(), auth: false });
  const parsed = ZGoogleUrl.safeParse(json);
  if (!parsed.success) throw new ApiError({ status: 200, code: 'GOOGLE_URL_MISSING' });
  return parsed.data;
}
