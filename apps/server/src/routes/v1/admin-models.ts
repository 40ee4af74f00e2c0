import {
  ZAdminModelResponse,
  ZAdminModelsResponse,
  ZDefaultModeRequest,
  ZDefaultModeResponse,
  ZErrorResponse,
  ZModelNameParam,
} from '@transcribe/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { openEventStream } from '../../http/event-stream.js';
import type { requireAdministrator } from '../../services/admin/admin-users.js';
import { chooseModel, type ModelChoice } from '../../services/models/model-choices.js';
import { adminModels } from '../../services/models/model-states.js';
import { pinDefaultMode } from '../../services/models/pin-default-mode.js';

/** How often the Models page's event stream looks at the installs. */
const MODELS_EVENT_MS = 1000;

/**
 * The administrators' Models page: the catalogue with each model's state, installing, cancelling and
 * removing (registered inside the admin routes, behind their administrator check).
 */
export function adminModelRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  ctx: AppContext,
  administrator: (request: FastifyRequest) => Awaited<ReturnType<typeof requireAdministrator>>,
): void {
  const tags = ['admin'];
  const errors = { '4xx': ZErrorResponse };

  app.get(
    '/api/v1/admin/models',
    { schema: { tags, response: { 200: ZAdminModelsResponse, ...errors } } },
    async () => ({ success: true as const, data: await adminModels(ctx) }),
  );

  const choose = (choice: ModelChoice) => async (request: FastifyRequest<{ Params: { name: string } }>) => ({
    success: true as const,
    data: await chooseModel(ctx, administrator(request), request.params.name, choice),
  });
  const one = { tags, params: ZModelNameParam, response: { 200: ZAdminModelResponse, ...errors } };
  app.post('/api/v1/admin/models/:name/install', { schema: one }, choose('install'));
  app.post('/api/v1/admin/models/:name/cancel', { schema: one }, choose('cancel'));
  app.delete('/api/v1/admin/models/:name', { schema: one }, choose('remove'));

  app.put(
    '/api/v1/admin/default-mode',
    { schema: { tags, body: ZDefaultModeRequest, response: { 200: ZDefaultModeResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: {
        audio_transcript_model_id: await pinDefaultMode(
          ctx,
          administrator(request),
          request.body.audio_transcript_model_id,
        ),
      },
    }),
  );

  // The same list as server-sent `models` events, each time it changes (downloads move every second).
  app.get(
    '/api/v1/admin/models/events',
    {
      schema: {
        tags,
        description: 'GET /api/v1/admin/models as server-sent `models` events while it changes.',
      },
    },
    async (request, reply) => {
      reply.hijack();
      const res = reply.raw;
      openEventStream(res);
      if (request.method === 'HEAD') return void res.end();
      let last = '';
      let quietSince = Date.now();
      const look = async () => {
        const now = JSON.stringify(await adminModels(ctx));
        if (now !== last) {
          res.write(`event: models\ndata: ${now}\n\n`);
          last = now;
          quietSince = Date.now();
        } else if (Date.now() - quietSince >= ctx.config.sseHeartbeatMs) {
          res.write(': heartbeat\n\n');
          quietSince = Date.now();
        }
      };
      await look();
      const timer = setInterval(() => void look().catch(() => res.end()), MODELS_EVENT_MS);
      res.once('close', () => clearInterval(timer));
    },
  );
}
