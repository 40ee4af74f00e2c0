import { readFileSync } from 'node:fs';
import {
  type TAudioItem,
  type TFolder,
  ZAudioUploadResponse,
  ZFolderListResponse,
  ZFolderResponse,
} from '@transcribe/contract';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './accounts.js';
import { type FixtureName, fixture, multipart } from './media-fixtures.js';

/**
 * The test helpers upload as a client keeping every copy (the fixtures are few, and uploaded again and again):
 * a test of duplicates sends `keep_duplicate: 'false'`.
 */
const KEEP_COPIES = { keep_duplicate: 'true' };

export async function upload(
  app: FastifyInstance,
  auth: Auth,
  name: FixtureName,
  fields: Record<string, string> = {},
  fileName: string = name,
) {
  const body = multipart({ ...KEEP_COPIES, ...fields }, { name: fileName, content: fixture(name) });
  return app.inject({
    method: 'POST',
    url: '/api/v1/audio',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
}

export async function uploadOk(
  app: FastifyInstance,
  auth: Auth,
  name: FixtureName,
  fields: Record<string, string> = {},
  fileName?: string,
): Promise<TAudioItem> {
  const res = await upload(app, auth, name, fields, fileName);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return ZAudioUploadResponse.parse(res.json()).data;
}

/** Uploads a file from disk as the browser would; the new audio id (throws unless 201). */
export async function uploadFromDisk(
  app: FastifyInstance,
  auth: Auth,
  path: string,
  name: string,
  fields: Record<string, string> = {},
): Promise<number> {
  const body = multipart({ ...KEEP_COPIES, ...fields }, { name, content: readFileSync(path) });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/audio',
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`upload of ${name} failed: ${res.statusCode} ${res.body}`);
  return ZAudioUploadResponse.parse(res.json()).data.audio_id;
}

export async function rootFolder(app: FastifyInstance, auth: Auth): Promise<TFolder> {
  const res = await app.inject({ url: '/api/v1/folder', headers: auth });
  const root = ZFolderListResponse.parse(res.json()).data.find((f) => f.folder_name === 'root');
  if (!root) throw new Error('no root folder');
  return root;
}

export async function makeFolder(
  app: FastifyInstance,
  auth: Auth,
  name: string,
  parentId: number,
): Promise<TFolder> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/folder',
    headers: auth,
    payload: { folder_name: name, folder_parent_id: parentId },
  });
  if (res.statusCode !== 201) throw new Error(`folder create failed: ${res.body}`);
  return ZFolderResponse.parse(res.json()).data;
}
