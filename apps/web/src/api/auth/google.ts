import { ZGoogleAuthUrlResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

// The contract's answer, with an address to go to.
const ZGoogleUrl = ZGoogleAuthUrlResponse.refine((answer) => answer.data.url !== '');

/** GET /api/v1/auth/google: where to send the browser for Google sign-in. */
export async function getGoogleSignInUrl(): Promise<string> {
  const answer = await api.get('/api/v1/auth/google', {
    schema: ZGoogleUrl,
    auth: false,
    invalidCode: 'GOOGLE_URL_MISSING',
  });
  return answer.data.url;
}
