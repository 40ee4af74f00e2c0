import { type TPasswordResetConfirmRequest, ZMessageResponse } from '@transcribe/contract';
import { api } from '@/lib/api-client';

/** POST /api/v1/auth/password/reset/confirm: sets the new password with the token from the link. */
export async function confirmPasswordReset(body: TPasswordResetConfirmRequest): Promise<void> {
  await api.post('/api/v1/auth/password/reset/confirm', { schema: ZMessageResponse, body, auth: false });
}
