import {
  ZAudioCountResponse,
  ZAudioListQuery,
  ZAudioListResponse,
  ZAudioResponse,
  ZAudioUploadResponse,
  ZErrorResponse,
  ZIdParam,
  ZJoinAudioRequest,
  ZMessageResponse,
  ZTracksRequest,
  ZUpdateFileRequest,
  ZUpdateFileResponse,
} from '@transcribe/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../http/authenticate.js';
import { getAudioItem } from '../../services/core/audio-item.js';
import {
  countAudioItems,
  deleteAudio,
  listAudioItems,
  moveOrRenameFile,
} from '../../services/library/library.js';
import { joinAudio } from '../../services/uploads/join-audio.js';
import { tracksAudio } from '../../services/uploads/tracks-audio.js';
import type { RouteDeps } from '../route-deps.js';

export const audioRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { ctx }) => {
  app.addHook('onRequest', authenticate(ctx));
  const errors = { '4xx': ZErrorResponse };
  const tags = ['audio'];

  app.get(
    '/api/v1/audio',
    {
      schema: {
        tags,
        description:
          "Recent Files (your own files) or one folder's, newest first unless `sort` and `order` say otherwise. " +
          'Filters (tags, transcript status, language, mode, saved voice, speaker, reviewed share, quality, duration, ' +
          'creation date, your stars) combine; archived files are left out unless `archived=true`, which ' +
          'lists only them. Without `limit`, every file in one answer; with it, one page, and `next_cursor` ' +
          '(null on the last page) sent back as `cursor` with the same filters and sort gives the next. A ' +
          'cursor this list did not give, or gave for another sort or order, answers 400 INVALID_CURSOR.',
        querystring: ZAudioListQuery,
        response: { 200: ZAudioListResponse, ...errors },
      },
    },
    async (request) => {
      const { folder_id: folderId, limit, cursor, ...view } = request.query;
      const page = await listAudioItems(ctx, request.userId, { folderId, limit, cursor, view });
      return { success: true as const, data: page.items, next_cursor: page.nextCursor };
    },
  );

  app.get(
    '/api/v1/audio/count',
    {
      schema: {
        tags,
        description:
          'How many files GET /api/v1/audio lists with the same place and filters (sort and pages aside): the N ' +
          'of "select all N files", as bulk work with `matching` would take them now.',
        querystring: ZAudioListQuery.omit({ limit: true, cursor: true, sort: true, order: true }),
        response: { 200: ZAudioCountResponse, ...errors },
      },
    },
    async (request) => {
      const { folder_id: folderId, ...view } = request.query;
      return {
        success: true as const,
        data: { audio_count: await countAudioItems(ctx, request.userId, { folderId, view }) },
      };
    },
  );

  app.post(
    '/api/v1/audio/join',
    {
      schema: {
        tags,
        description:
          'Joins two or more of your files, in the order given, into one new file (Opus), which then transcribes ' +
          'as one; the originals stay. Limits of an upload apply to the result.',
        body: ZJoinAudioRequest,
        response: { 201: ZAudioUploadResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Files joined.',
        data: await joinAudio(ctx, request.userId, request.body),
      }),
  );

  app.post(
    '/api/v1/audio/tracks',
    {
      schema: {
        tags,
        description:
          'Makes two to eight of your files, the tracks of one conversation (a person each), into one new file ' +
          'whose channels are the tracks (FLAC), each lined up at its offset; transcribed, each track is a speaker ' +
          'named after its file. The tracks stay unless remove_tracks. Limits of an upload apply to the result.',
        body: ZTracksRequest,
        response: { 201: ZAudioUploadResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        message: 'Tracks made into one recording.',
        data: await tracksAudio(ctx, request.userId, request.body),
      }),
  );

  app.get(
    '/api/v1/audio/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZAudioResponse, ...errors } } },
    async (request) => ({
      success: true as const,
      data: await getAudioItem(ctx, request.userId, request.params.id),
    }),
  );

  app.delete(
    '/api/v1/audio/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse, ...errors } } },
    async (request) => {
      const name = await deleteAudio(ctx, request.userId, request.params.id);
      return { success: true as const, message: `${name} deleted.` };
    },
  );

  app.put(
    '/api/v1/folder/file/:id',
    {
      schema: {
        tags,
        params: ZIdParam,
        body: ZUpdateFileRequest,
        response: { 200: ZUpdateFileResponse, ...errors },
      },
    },
    async (request) => {
      const item = await moveOrRenameFile(ctx, request.userId, request.params.id, {
        folderId: request.body.file_folder_id,
        fileName: request.body.file_name,
      });
      const message =
        request.body.file_name !== undefined
          ? 'File renamed successfully!'
          : `Moved ${item.audio_file.file_name} successfully.`;
      return { success: true as const, message, data: item };
    },
  );
};
