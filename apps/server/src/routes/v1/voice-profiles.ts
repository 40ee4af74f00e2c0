import {
  ZErrorResponse,
  ZIdParam,
  ZMessageResponse,
  ZVoiceProfileCreateRequest,
  ZVoiceProfileListResponse,
  ZVoiceProfileRenameRequest,
  ZVoiceProfileResponse,
  ZVoiceProfileTrainRequest,
  ZVoiceSpeechQuery,
  ZVoiceSpeechResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { requestAdaptation } from '../../services/voices/voice-adaptation.js';
import {
  createVoiceProfile,
  deleteVoiceProfile,
  listVoiceProfiles,
  renameVoiceProfile,
  trainVoiceProfile,
} from '../../services/voices/voice-profiles.js';
import { voiceProfileSpeech } from '../../services/voices/voice-speech.js';
import type { RouteDeps } from '../route-deps.js';

/** The signed-in user's saved voices: later transcripts name a speaker whose voice matches one. */
export const voiceProfileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['voice profiles'];
  const one = { 200: ZVoiceProfileResponse, ...errors };

  app.get(
    '/api/v1/voice-profile',
    { schema: { tags, response: { 200: ZVoiceProfileListResponse, ...errors } } },
    async (request) => ({ success: true as const, data: await listVoiceProfiles(ctx, request.userId) }),
  );

  app.post(
    '/api/v1/voice-profile',
    {
      schema: {
        tags,
        description:
          "Saves the voice of a named speaker of the file's transcript: voice prints (numbers, never audio) of " +
          'up to two minutes of their speech, made by the installed speaker model and the built-in statistics.',
        body: ZVoiceProfileCreateRequest,
        response: { 201: ZVoiceProfileResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await createVoiceProfile(ctx, request.userId, request.body) }),
  );

  app.patch(
    '/api/v1/voice-profile/:id',
    { schema: { tags, params: ZIdParam, body: ZVoiceProfileRenameRequest, response: one } },
    async (request) => ({
      success: true as const,
      data: await renameVoiceProfile(ctx, request.userId, request.params.id, request.body.name),
    }),
  );

  app.post(
    '/api/v1/voice-profile/:id/train',
    { schema: { tags, params: ZIdParam, body: ZVoiceProfileTrainRequest, response: one } },
    async (request) => ({
      success: true as const,
      data: await trainVoiceProfile(ctx, request.userId, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/voice-profile/:id/adapt',
    {
      schema: {
        tags,
        description:
          'Adapts the built-in engine to this voice now, as a job: from the verified segments of the speaker ' +
          'of this name in the transcripts you may edit (a fifth held out to check it; it is used only when it ' +
          "makes no more word errors there). The profile answered carries the job's state.",
        params: ZIdParam,
        response: { 202: ZVoiceProfileResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        success: true as const,
        data: await requestAdaptation(ctx, request.userId, request.params.id),
      }),
  );

  app.get(
    '/api/v1/voice-profile/:id/speech',
    {
      schema: {
        tags,
        description:
          "Where the saved voice speaks: the user's own files, or with `workspace_id` the files of a workspace " +
          'they are a member of (404 for any other workspace).',
        params: ZIdParam,
        querystring: ZVoiceSpeechQuery,
        response: { 200: ZVoiceSpeechResponse, ...errors },
      },
    },
    async ({ userId, params, query }) => ({
      success: true as const,
      data: await voiceProfileSpeech(ctx, userId, params.id, query.workspace_id),
    }),
  );

  app.delete(
    '/api/v1/voice-profile/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      await deleteVoiceProfile(ctx, request.userId, request.params.id);
      return { success: true as const, message: 'Voice profile deleted.' };
    },
  );
};
