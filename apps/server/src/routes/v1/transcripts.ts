import {
  ZErrorResponse,
  ZIdParam,
  ZInstallingModesResponse,
  ZLanguageListResponse,
  ZModelListResponse,
  ZTranscriptEditRequest,
  ZTranscriptionRequest,
  ZTranscriptionStartResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { transcriptionModes } from '../../services/core/default-mode.js';
import { modesBeingInstalled } from '../../services/models/model-states.js';
import {
  editTranscript,
  readTranscript,
  requestTranscription,
} from '../../services/transcripts/transcriptions.js';
import type { RouteDeps } from '../route-deps.js';

export const transcriptRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['transcript'];

  app.get(
    '/api/v1/audio/transcript/model',
    { schema: { tags, response: { 200: ZModelListResponse, ...errors } } },
    async () => ({
      success: true as const,
      data: await transcriptionModes(ctx),
    }),
  );

  app.get(
    '/api/v1/audio/transcript/model/installing',
    { schema: { tags, response: { 200: ZInstallingModesResponse, ...errors } } },
    async () => ({ success: true as const, data: modesBeingInstalled(ctx) }),
  );

  app.get(
    '/api/v1/audio/transcript/language',
    { schema: { tags, response: { 200: ZLanguageListResponse, ...errors } } },
    async () => ({ success: true as const, data: ctx.catalogue.languages() }),
  );

  // `id` is the audio id here, a transcript id in GET and PUT below (one route shape, as the spec has it).
  app.post(
    '/api/v1/audio/transcript/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZTranscriptionRequest,
        response: { 201: ZTranscriptionStartResponse, ...errors },
      },
    },
    async (request, reply) => {
      const summary = await requestTranscription(ctx, request.userId, request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: 'Transcription queued.', data: summary });
    },
  );

  app.get(
    '/api/v1/audio/transcript/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZTranscriptResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await readTranscript(ctx, request.userId, request.params.id),
    }),
  );

  app.put(
    '/api/v1/audio/transcript/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZTranscriptEditRequest,
        response: { 200: ZTranscriptResponse, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await editTranscript(ctx, request.userId, request.params.id, request.body),
    }),
  );
};
