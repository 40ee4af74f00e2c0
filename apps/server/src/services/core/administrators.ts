import type { AppContext } from '../../app-context.js';
import type { UserRow } from '../../db/schema.js';

/** An administrator: the flag (the install's first account), or an address in ADMIN_EMAILS. */
export const isAdministrator = (ctx: AppContext, user: Pick<UserRow, 'email' | 'is_admin'>) =>
  user.is_admin === 1 || ctx.config.adminEmails.includes(user.email.toLowerCase());
