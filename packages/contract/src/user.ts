import { z } from 'zod';
import { ZEmail, ZNewPassword } from './common.js';

export const ZUserPlan = z.object({
  user_plan_name: z.enum(['free', 'premium']),
  user_plan_audio_upload_daily_usage: z.number().int().nonnegative(),
  /** null means unlimited. */
  user_plan_audio_upload_daily_limit: z.number().int().positive().nullable(),
});
export type TUserPlan = z.infer<typeof ZUserPlan>;

export const ZUser = z.object({
  user_id: z.number().int(),
  user_full_name: z.string().nullable(),
  user_email: z.string(),
  user_first_name: z.string().nullable(),
  user_username: z.string().nullable(),
  user_plan: ZUserPlan,
  /** Whether the user administers the install (the admin console and /api/v1/admin). */
  user_is_admin: z.boolean().optional(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSignUpRequest = z.object({ user_email: ZEmail, user_password: ZNewPassword });
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignUpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: ZUser }),
});

export const ZUserResponse = z.object({ success: z.literal(true), data: ZUser });
export type TUserResponse = z.infer<typeof ZUserResponse>;

export const ZUpdateUserRequest = z.object({
  user_full_name: z
    .string({ error: 'Full name is required.' })
    .trim()
    .max(200, { error: 'Full name must be at most 200 characters.' }),
});
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZChangePasswordRequest = z.object({
  current_password: z.string({ error: 'Current password is required.' }).max(256),
  new_password: ZNewPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;
