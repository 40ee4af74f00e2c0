import { ZDeleteAccountRequest, ZErrorResponse, ZMessageResponse } from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { attachmentDisposition } from '../../http/byte-range.js';
import { accountArchive, deleteAccount } from '../../services/accounts/account-data.js';
import type { RouteDeps } from '../route-deps.js';

/** The user's own data: all of it as one archive, and the account deleted with everything in it. */
export const accountDataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { ctx } = deps;

  app.get(
    '/api/v1/user/export',
    {
      onRequest: authenticate(ctx),
      schema: {
        tags: ['user'],
        // A binary body: no response schema, so the reply can be a stream.
        description: 'A zip of everything the user has: account.json, transcripts/*.json and media/*.',
      },
    },
    async (request, reply) => {
      const name = `transcribe-data-${new Date().toISOString().slice(0, 10)}.zip`;
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(name))
        .header('cache-control', 'no-store');
      // HEAD gets the headers without the archive being built.
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await accountArchive(ctx, request.userId));
    },
  );

  app.delete(
    '/api/v1/user/me',
    {
      onRequest: authenticate(ctx),
      config: { rateLimit: deps.authIpLimit },
      schema: {
        tags: ['user'],
        body: ZDeleteAccountRequest,
        response: { 200: ZMessageResponse, '4xx': ZErrorResponse },
      },
    },
    async (request) => {
      await deleteAccount(ctx, request.userId, request.body);
      return { success: true as const, message: 'Your account and all its data were deleted.' };
    },
  );
};
