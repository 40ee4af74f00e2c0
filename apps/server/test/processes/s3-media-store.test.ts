import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseMediaStoreConfig } from '../../src/config/media-store-config.js';
import { createMediaStore } from '../../src/create-media-store.js';
import { MediaTooLargeError } from '../../src/storage/media-store.js';
import { S3MediaStore, type S3MediaStoreOptions } from '../../src/storage/s3-media-store.js';
import { startS3Server, type TestS3Server } from '../../src/test-support/s3-server.js';

const MiB = 1024 ** 2;
const PART = 5 * MiB;

/** `bytes` handed over in 64 KiB chunks, as a request body arrives. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    })(),
  );

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('media in an S3-compatible store (s3rver)', { timeout: 60_000 }, () => {
  let s3: TestS3Server;
  let dataDir: string;
  let bucket: string;
  let options: S3MediaStoreOptions;
  let store: S3MediaStore;

  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(join(tmpdir(), 's3-store-'));
    bucket = await s3.newBucket();
    const config = parseMediaStoreConfig(s3.env(bucket, 'team/media/'), dataDir);
    if (typeof config === 'string' || config.kind !== 's3') throw new Error(`not an S3 config: ${config}`);
    const { kind: _kind, ...rest } = config;
    options = { ...rest, partSize: PART };
    store = new S3MediaStore(options);
  });
  /** Every object under `prefix`, looked at behind the store's back. */
  const rawKeys = async (prefix: string) =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key,
    );
  afterAll(async () => {
    store.close();
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads MEDIA_STORE and the S3 variables, and keeps the local folder the default', () => {
    expect(parseMediaStoreConfig({}, '/srv/data')).toEqual({ kind: 'local', dir: '/srv/data/media' });
    expect(options).toMatchObject({
      bucket,
      prefix: 'team/media',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      scratchDir: join(dataDir, 'tmp'),
    });
    expect(parseMediaStoreConfig({ MEDIA_STORE: 's3://media/' }, '/d')).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(parseMediaStoreConfig({ MEDIA_STORE: 'ftp://x' }, '/d')).toMatch(/^MEDIA_STORE must be/);
    expect(parseMediaStoreConfig({ MEDIA_STORE: 's3://media', AWS_ACCESS_KEY_ID: 'k' }, '/d')).toMatch(
      /SECRET/,
    );
    expect(createMediaStore({ kind: 'local', dir: join(dataDir, 'media') }).location).toBe(
      join(dataDir, 'media'),
    );
    expect(store.location).toBe(`s3://${bucket}/team/media at ${s3.endpoint}`);
  });

  it('streams a file larger than a part in as a multipart upload, and reads it whole and by range', async () => {
    const bytes = randomBytes(2 * PART + 123_457);
    const key = randomUUID();
    expect(await store.put(key, streamOf(bytes), { maxBytes: 3 * PART })).toBe(bytes.length);

    const info = await store.stat(key);
    expect(info?.size).toBe(bytes.length);
    expect(Math.abs((info?.modifiedMs ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await store.size(key)).toBe(bytes.length);
    expect(sha(await buffer(await store.read(key)))).toBe(sha(bytes));
    // A range across the first part's end, and the last byte alone.
    const across = await buffer(await store.read(key, { start: PART - 10, end: PART + 9 }));
    expect(across).toEqual(bytes.subarray(PART - 10, PART + 10));
    const last = await buffer(await store.read(key, { start: bytes.length - 1, end: bytes.length - 1 }));
    expect(last).toEqual(bytes.subarray(bytes.length - 1));
    await store.delete(key);
  });

  it('refuses a file over maxBytes and leaves nothing behind, in one part or after several', async () => {
    for (const [size, maxBytes] of [
      [1000, 999],
      [3 * PART, PART + 1],
    ] as const) {
      const key = randomUUID();
      const refused = store.put(key, streamOf(randomBytes(size)), { maxBytes });
      await expect(refused).rejects.toBeInstanceOf(MediaTooLargeError);
      await expect(refused).rejects.toMatchObject({ maxBytes });
      expect(await store.stat(key)).toBeUndefined();
    }
    expect(await store.list()).toEqual([]);
    expect(await rawKeys('team/')).toEqual([]); // no marker either
  });

  it('takes an empty file, and fails on a source that breaks without leaving an object', async () => {
    const empty = randomUUID();
    expect(await store.put(empty, Readable.from([]))).toBe(0);
    expect(await store.size(empty)).toBe(0);
    await store.delete(empty);

    const broken = randomUUID();
    const source = Readable.from(
      (async function* () {
        yield randomBytes(PART + 1000);
        throw new Error('the client went away');
      })(),
    );
    await expect(store.put(broken, source)).rejects.toThrow('the client went away');
    expect(await store.stat(broken)).toBeUndefined();
  });

  it('marks an upload in progress so it is not taken for an abandoned one, and unmarks it', async () => {
    const key = randomUUID();
    const source = new PassThrough();
    const putting = store.put(key, source);
    source.write(randomBytes(1000));
    await vi.waitFor(async () => expect(await store.stat(key)).toBeDefined());
    const during = await store.stat(key);
    expect(during?.size).toBe(0);
    expect(Math.abs((during?.modifiedMs ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(await store.list()).toEqual([]); // the marker is not media
    source.end(randomBytes(1000));
    expect(await putting).toBe(2000);
    expect((await store.stat(key))?.size).toBe(2000);
    expect(await rawKeys('team/media/.uploading/')).toEqual([]);
    await store.delete(key);
    expect(await store.stat(key)).toBeUndefined();
  });

  it('lists the keys under its prefix only, page by page, and deletes', async () => {
    const paged = new S3MediaStore({ ...options, listPageSize: 2 });
    const keys = Array.from({ length: 5 }, () => `${randomUUID()}.wav`);
    for (const key of keys) await paged.put(key, streamOf(Buffer.from(key)));
    const foreign = [
      'team/media/not a key!',
      'team/media/sub/aaaaaaaaaaaa',
      'team/other/bbbbbbbbbbbb',
      'cccccccccc',
    ];
    for (const Key of foreign)
      await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: 'someone else' }));

    expect((await paged.list()).sort()).toEqual([...keys].sort());
    await paged.delete(keys[0] ?? '');
    await paged.delete(keys[0] ?? ''); // a missing object is not an error
    expect(await paged.stat(keys[0] ?? '')).toBeUndefined();
    await expect(paged.size(keys[0] ?? '')).rejects.toThrow();
    await expect(paged.read(keys[0] ?? '')).rejects.toThrow();
    expect((await paged.list()).sort()).toEqual(keys.slice(1).sort());
    for (const key of keys) await paged.delete(key);
    paged.close();
  });

  it('downloads a local copy for ffmpeg that release removes', async () => {
    const bytes = randomBytes(PART + 77);
    const key = `${randomUUID()}.ogg`;
    await store.put(key, streamOf(bytes));

    const copy = await store.localCopy(key);
    expect(dirname(dirname(copy.path))).toBe(join(dataDir, 'tmp'));
    expect(sha(readFileSync(copy.path))).toBe(sha(bytes));
    await copy.release();
    expect(existsSync(copy.path)).toBe(false);
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]);

    const workDir = mkdtempSync(join(dataDir, 'work-'));
    const inWork = await store.localCopy(key, { under: workDir });
    expect(inWork.path.startsWith(`${workDir}/media-`)).toBe(true);
    await inWork.release();
    expect(readdirSync(workDir)).toEqual([]);

    await expect(store.localCopy(randomUUID())).rejects.toThrow();
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]); // a failed download leaves no folder
    await store.delete(key);
  });
});
