import { hashPassword } from '../../adapters/passwords.js';
import { hashSecretToken, newSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import { consumePasswordReset, insertPasswordReset } from '../../db/repositories/password-resets.js';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens.js';
import { findUserByEmail, updateUser } from '../../db/repositories/users.js';
import { AppError } from '../../domain/app-error.js';
import { refuseCommonPassword } from './password-rules.js';

const RESET_LINK_MINUTES = 60;

export const RESET_REQUESTED_MESSAGE = 'Password reset link has been sent to your email.';

/** Sends a single-use link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = newSecretToken();
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000).toISOString(),
  });
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `To choose a new password, open this link within ${RESET_LINK_MINUTES} minutes:`,
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets the new password and signs the user out everywhere. */
export async function confirmPasswordReset(ctx: AppContext, token: string, password: string): Promise<void> {
  // Before the link is used up: a refused password leaves it working for a better one.
  await refuseCommonPassword(password);
  const userId = await consumePasswordReset(ctx.db, hashSecretToken(token));
  if (userId === undefined) {
    throw new AppError('INVALID_RESET_TOKEN', 'This password reset link is invalid or has expired.');
  }
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(password) });
  await revokeAllForUser(ctx.db, userId);
}
