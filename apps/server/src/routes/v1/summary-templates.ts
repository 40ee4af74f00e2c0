import {
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZSummaryTemplateCreateRequest,
  ZSummaryTemplateListResponse,
  ZSummaryTemplateResponse,
  ZSummaryTemplateUpdateRequest,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import {
  createSummaryTemplate,
  deleteSummaryTemplate,
  listSummaryTemplates,
  updateSummaryTemplate,
} from '../../services/insights/summary-templates.js';
import type { RouteDeps } from '../route-deps.js';

/** The summary templates: the built-in ones, and the signed-in user's own (a name and a prompt). */
export const summaryTemplateRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['summary templates'];
  const one = { 200: ZSummaryTemplateResponse, ...errors };

  app.get(
    '/api/v1/summary-templates',
    { schema: { tags, response: { 200: ZSummaryTemplateListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await listSummaryTemplates(ctx, request.userId) }),
  );

  app.post(
    '/api/v1/summary-templates',
    {
      schema: {
        tags,
        description: 'A template of your own: its prompt tells the language model what the summary holds.',
        body: ZSummaryTemplateCreateRequest,
        response: { 201: ZSummaryTemplateResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await createSummaryTemplate(ctx, request.userId, request.body),
      }),
  );

  app.patch(
    '/api/v1/summary-templates/:id',
    { schema: { tags, params: ZIdParam, body: ZSummaryTemplateUpdateRequest, response: one } },
    async (request) => ({
      success: true as const,
      data: await updateSummaryTemplate(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/v1/summary-templates/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await deleteSummaryTemplate(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Summary template deleted.' };
    },
  );
};
