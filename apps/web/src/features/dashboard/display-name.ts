import type { TUser } from '@transcribe/contract';

/** First name, else username, else e-mail; undefined when none is known (the caller says 'User'). */
export function displayName(user: TUser | null): string | undefined {
  if (!user) return undefined;
  return [user.user_first_name, user.user_username, user.user_email]
    .map((value) => value?.trim())
    .find(Boolean);
}
