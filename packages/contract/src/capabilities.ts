import { z } from 'zod';

/**
 * GET /api/v1/capabilities: what this server can do beyond the built-in, so the web app offers only that
 * (read once, before sign-in too).
 */
export const ZCapabilities = z.object({
  /** Sign-in through an OpenID Connect provider ("Sign in with Google") is set up. */
  google_sign_in: z.boolean(),
  /** A language model is set up: translation, and model-written summaries and answers. */
  language_model: z.boolean(),
});
export type TCapabilities = z.infer<typeof ZCapabilities>;

export const ZCapabilitiesResponse = z.object({ success: z.literal(true), data: ZCapabilities });
