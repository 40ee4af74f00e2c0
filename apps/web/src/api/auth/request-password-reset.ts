import { ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/auth/password/reset: mails a reset link (the answer is the same for unknown addresses). */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/v1/auth/password/reset', { schema: ZMessageResponse, body: { email }, auth: false });
}
