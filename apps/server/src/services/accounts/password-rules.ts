import { isCommonPassword } from '../../adapters/common-passwords.js';
import { AppError } from '../../domain/app-error.js';

/** Refuses a password attackers try first (one of the most common ones), saying why. */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password))
    throw new AppError(
      'PASSWORD_TOO_COMMON',
      'This password is one of the most common ones, which attackers try first. Please choose another.',
    );
}
