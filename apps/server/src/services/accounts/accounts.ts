import type { TLoginResponse, TLoginTokens, TUser } from '@transcribe/contract';
import { hashPassword, verifyPassword } from '../../adapters/passwords.js';
import type { AppContext } from '../../app-context.js';
import { revokeAllForUser } from '../../db/repositories/refresh-tokens.js';
import {
  findUserByEmail,
  findUserById,
  insertUserWithRoot,
  updateUser,
} from '../../db/repositories/users.js';
import { AppError, sessionExpired } from '../../domain/app-error.js';
import { isAdministrator } from '../core/administrators.js';
import { toUserView } from '../views/user.js';
import { refuseCommonPassword } from './password-rules.js';
import { startSession } from './sessions.js';

const emailTaken = () => new AppError('EMAIL_TAKEN', 'An account with this e-mail address already exists.');

export async function signUp(ctx: AppContext, email: string, password: string): Promise<TUser> {
  if (await findUserByEmail(ctx.db, email)) throw emailTaken();
  await refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  try {
    const row = await insertUserWithRoot(ctx.db, { email, passwordHash, plan: ctx.config.defaultPlan });
    return await toUserView(ctx.db, row, isAdministrator(ctx, row));
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides, the loser gets the same 409.
    if (await findUserByEmail(ctx.db, email)) throw emailTaken();
    throw error;
  }
}

export async function logIn(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<Omit<TLoginResponse, 'success' | 'message'>> {
  const user = await findUserByEmail(ctx.db, email);
  if (!(await verifyPassword(user?.password_hash ?? null, password)) || !user) {
    throw new AppError('INVALID_CREDENTIALS', 'Invalid e-mail or password.');
  }
  const login = await startSession(ctx, user.id);
  return { login, user: await toUserView(ctx.db, user, isAdministrator(ctx, user)) };
}

export async function getUser(ctx: AppContext, userId: number): Promise<TUser> {
  const user = await findUserById(ctx.db, userId);
  // A valid token for a deleted user is a dead session, not a missing resource.
  if (!user) throw sessionExpired();
  return toUserView(ctx.db, user, isAdministrator(ctx, user));
}

export async function updateFullName(ctx: AppContext, userId: number, fullName: string): Promise<TUser> {
  await updateUser(ctx.db, userId, { full_name: fullName.trim() || null });
  return getUser(ctx, userId);
}

/** Changing the password signs out every session; the one that changed it gets a fresh pair of tokens. */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  current: string,
  next: string,
): Promise<TLoginTokens> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw sessionExpired();
  if (user.password_hash && !(await verifyPassword(user.password_hash, current))) {
    throw new AppError('WRONG_PASSWORD', 'The current password is not correct.');
  }
  await refuseCommonPassword(next);
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(next) });
  await revokeAllForUser(ctx.db, userId);
  return startSession(ctx, userId);
}
