import { z } from 'zod';

/** Every failure the API sends: an English message plus a stable code the web app can translate. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = z.object({ status: z.literal('ok') });

/** Positive integer id in a route parameter, e.g. `/folder/{id}`. */
export const ZIdParam = z.object({ id: z.coerce.number().int().positive() });

export const ZEmail = z
  .string({ error: 'E-mail address is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail address is too long.' })
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

export const ZNewPassword = z
  .string({ error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(256, { error: 'Password must be at most 256 characters.' });
