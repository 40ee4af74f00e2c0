import { ZCapabilitiesResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../route-deps.js';

/** What the server can do beyond the built-in, for the web app to offer only that; public, like sign-in. */
export const capabilitiesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.get(
    '/api/v1/capabilities',
    { schema: { tags: ['auth'], response: { 200: ZCapabilitiesResponse } } },
    async () => ({
      success: true as const,
      data: { google_sign_in: ctx.config.oidc !== undefined, language_model: ctx.config.llm !== undefined },
    }),
  );
};
