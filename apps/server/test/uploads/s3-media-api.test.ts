import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import {
  ZAudioUploadResponse,
  ZShareLinkCreateResponse,
  ZTranscriptionStartResponse,
  ZTranscriptResponse,
} from '@transcribe/contract';
import { wordErrorRate } from '@transcribe/evaluation';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaDeps } from '../../src/services/core/media-journal.js';
import { checkMedia, differenceCount } from '../../src/services/uploads/media-check.js';
import type { Session } from '../../src/test-support/accounts.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { startS3Server, type TestS3Server } from '../../src/test-support/s3-server.js';
import { runFsck } from '../../src/test-support/server-processes.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { librivoxClips } from '../../src/test-support/speech-fixtures.js';
import type { TestApp } from '../../src/test-support/test-app.js';
import { FAST_MODEL, requestTranscription } from '../../src/test-support/transcripts.js';
import { createWorkerTestApp } from '../../src/test-support/worker-app.js';

const PREFIX = 'org/media';

describe('a server keeping its media in an S3-compatible store', { timeout: 180_000 }, () => {
  let s3: TestS3Server;
  let bucket: string;
  let env: Record<string, string>;
  let t: TestApp;
  let base: string;
  let session: Session;
  const clip = librivoxClips()[0] ?? { path: '', reference: '' };
  const original = readFileSync(clip.path);
  let audioId: number;
  let storageKey: string;
  let transcriptId: number;
  const durationOf = async (id: number) =>
    (
      await t.ctx.db
        .selectFrom('audio')
        .select('duration_seconds')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).duration_seconds;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.newBucket();
    env = s3.env(bucket, PREFIX);
    ({ t, base, session } = await createWorkerTestApp(env));
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const objectsInBucket = async () =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);
  const objectExists = (key: string) =>
    s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: `${PREFIX}/${key}` })).then(
      () => true,
      () => false,
    );

  it('streams an upload into the bucket, and nothing into DATA_DIR/media', async () => {
    audioId = await uploadFromDisk(t.app, session.auth, clip.path, 'reader.wav', { language: 'en' });
    const row = await t.ctx.db
      .selectFrom('audio')
      .select(['storage_key', 'size_bytes', 'duration_seconds'])
      .where('id', '=', audioId)
      .executeTakeFirstOrThrow();
    storageKey = row.storage_key;
    expect(row.size_bytes).toBe(original.length);
    expect(row.duration_seconds).toBeGreaterThan(1); // probed from the local copy
    expect(await objectsInBucket()).toEqual([`${PREFIX}/${storageKey}`]);
    expect(existsSync(join(t.dataDir, 'media'))).toBe(false);
    expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]); // the probe's copy is gone
  });

  it('plays it whole and by byte range', async () => {
    const url = `/api/v1/audio/stream/${audioId}`;
    const whole = await t.app.inject({ url, headers: session.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(original.length));
    expect(whole.rawPayload.equals(original)).toBe(true);

    const ranged = await t.app.inject({ url, headers: { ...session.auth, range: 'bytes=1000-1999' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 1000-1999/${original.length}`);
    expect(ranged.rawPayload.equals(original.subarray(1000, 2000))).toBe(true);

    const tail = await t.app.inject({ url, headers: { ...session.auth, range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(original.subarray(original.length - 100))).toBe(true);

    const outside = await t.app.inject({
      url,
      headers: { ...session.auth, range: `bytes=${original.length}-` },
    });
    expect(outside.statusCode).toBe(416);

    const download = await t.app.inject({ url: `/api/v1/audio/download/${audioId}`, headers: session.auth });
    expect(download.rawPayload.equals(original)).toBe(true);
  });

  it('transcribes it through the worker from a copy that is removed afterwards', async () => {
    const started = await requestTranscription(t.app, session.auth, audioId, FAST_MODEL);
    expect(started.statusCode, started.body).toBe(201);
    const id = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
    transcriptId = id;
    expect((await transcriptEvents(base, session, id, 120_000)).at(-1)?.status).toBe('completed');
    const read = await t.app.inject({ url: `/api/v1/audio/transcript/${id}`, headers: session.auth });
    const text = ZTranscriptResponse.parse(read.json())
      .data.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment)
      .map((s) => s.audio_transcript_data_segment_transcript)
      .join(' ');
    expect(wordErrorRate(clip.reference, text).wer).toBeLessThanOrEqual(0.4);
    await vi.waitFor(() => expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]));
  });

  it('removes the copy of a recording whose transcription fails', async () => {
    const damagedId = await uploadFromDisk(t.app, session.auth, clip.path, 'damaged.wav', { language: 'en' });
    const { storage_key } = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', damagedId)
      .executeTakeFirstOrThrow();
    const Key = `${PREFIX}/${storage_key}`;
    await s3.client.send(
      new PutObjectCommand({ Bucket: bucket, Key, Body: Buffer.alloc(original.length, 7) }),
    );
    const started = await requestTranscription(t.app, session.auth, damagedId, FAST_MODEL);
    const id = ZTranscriptionStartResponse.parse(started.json()).data.audio_transcript_id;
    expect((await transcriptEvents(base, session, id, 60_000)).at(-1)?.status).toBe('failed');
    await vi.waitFor(() => expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${damagedId}`,
      headers: session.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await objectExists(storage_key)).toBe(false);
  });

  it('cuts a shared clip and joins recordings from local copies of their objects', async () => {
    const shared = await t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/${transcriptId}/share`,
      headers: session.auth,
      payload: { start: 0.5, end: 1.5 },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const token = ZShareLinkCreateResponse.parse(shared.json()).data.share_link_path.slice('/s/'.length);
    const clipAudio = await t.app.inject({ url: `/api/v1/share/${token}/audio` });
    expect(clipAudio.statusCode).toBe(200);
    expect(clipAudio.headers['content-type']).toBe('audio/mp4');
    expect(clipAudio.rawPayload.length).toBeGreaterThan(1000);

    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/audio/join',
      headers: session.auth,
      payload: { audio_ids: [audioId, audioId] },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const item = ZAudioUploadResponse.parse(joined.json()).data;
    expect(item.audio_duration).toBeGreaterThan(1.9 * (await durationOf(audioId)));
    expect(await objectsInBucket()).toHaveLength(2);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${item.audio_id}`,
      headers: session.auth,
    });
    expect(remove.statusCode).toBe(200);
    expect(await objectsInBucket()).toEqual([`${PREFIX}/${storageKey}`]);
    expect(readdirSync(join(t.dataDir, 'tmp')).filter((name) => !name.startsWith('share-clip-'))).toEqual([]);
  });

  it('fsck finds the store and the database agreeing, then reports an orphan object and repairs it', async () => {
    expect(differenceCount(await checkMedia(mediaDeps(t.ctx)))).toBe(0);
    const orphan = randomUUID();
    await s3.client.send(
      new PutObjectCommand({ Bucket: bucket, Key: `${PREFIX}/${orphan}`, Body: 'no row points here' }),
    );
    expect((await checkMedia(mediaDeps(t.ctx))).orphanFiles).toEqual([orphan]);

    const found = await runFsck(t, [], env);
    expect(found.output).toContain(`Checking s3://${bucket}/${PREFIX} at ${s3.endpoint} against`);
    expect(found.output).toContain(`Media files no row points at (1):\n  ${orphan}`);
    expect(found.code).toBe(1);
    const repaired = await runFsck(t, ['--repair'], env);
    expect(repaired.output).toContain('Repaired: removed 1 media file(s)');
    expect(repaired.code).toBe(0);
    expect(await objectExists(orphan)).toBe(false);
    expect(await objectExists(storageKey)).toBe(true);
  });

  it('deletes the object with its file, through the journal', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/audio/${audioId}`,
      headers: session.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await objectExists(storageKey)).toBe(false);
    expect(await objectsInBucket()).toEqual([]);
    expect(await t.ctx.db.selectFrom('media_journal').selectAll().execute()).toEqual([]);
    expect((await runFsck(t, [], env)).code).toBe(0);
  });
});
