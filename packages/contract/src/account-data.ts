import { z } from 'zod';

/** DELETE /api/v1/user/me: the account's password, or for an account without one its e-mail address. */
export const ZDeleteAccountRequest = z.object({
  user_password: z.string().max(1024).optional(),
  user_email: z.string().max(320).optional(),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;
