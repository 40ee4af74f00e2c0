import { z } from 'zod';
import { ZEmail, ZNewPassword } from './common.js';
import { ZUser } from './user.js';

export const ZLoginRequest = z.object({
  login_email: ZEmail,
  login_password: z
    .string({ error: 'Password is required.' })
    .min(1, { error: 'Password is required.' })
    .max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginTokens = z.object({
  login_access_token: z.string(),
  login_refresh_token: z.string(),
});
export type TLoginTokens = z.infer<typeof ZLoginTokens>;

export const ZLoginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  login: ZLoginTokens,
  user: ZUser,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZRefreshRequest = z.object({
  refresh_token: z.string({ error: 'Refresh token is required.' }).min(1).max(512),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZRefreshResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  login: ZLoginTokens,
});

export const ZAuthenticatedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ authenticated: z.literal(true), user_id: z.number().int() }),
});

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

export const ZPasswordResetConfirmRequest = z.object({
  token: z.string({ error: 'Reset token is required.' }).min(1).max(512),
  password: ZNewPassword,
});
export type TPasswordResetConfirmRequest = z.infer<typeof ZPasswordResetConfirmRequest>;

export const ZGoogleAuthUrlResponse = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

export const ZGoogleCallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(512).optional(),
});
