import { type TBulkJob, type TBulkRequest, ZBulkJobResponse, ZTagResponse } from '@transcribe/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBulkJob } from '../../src/services/bulk/bulk-job.js';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { seedFile } from '../../src/test-support/file-list-seed.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { englishMeetingBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** Bulk work on many files (issue 43): a job that goes file by file, says what failed and can be cancelled. */
describe('bulk work', () => {
  let t: TestApp;
  let ada: Session;
  let bob: Session;
  beforeAll(async () => {
    t = await createTestApp({}, { runWorker: true });
    [ada, bob] = [await signUpAndLogIn(t.app), await signUpAndLogIn(t.app)];
  });
  afterAll(() => t.close());

  const start = (session: Session, payload: TBulkRequest) =>
    t.app.inject({ method: 'POST', url: '/api/v1/bulk', headers: session.auth, payload });
  const read = async (session: Session, id: number) =>
    ZBulkJobResponse.parse((await t.app.inject({ url: `/api/v1/bulk/${id}`, headers: session.auth })).json())
      .data;
  /** The work once it has ended (the worker does it in the background). */
  const ended = async (session: Session, payload: TBulkRequest): Promise<TBulkJob> => {
    const res = await start(session, payload);
    expect(res.statusCode, res.body).toBe(202);
    const { bulk_id: id } = ZBulkJobResponse.parse(res.json()).data;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = await read(session, id);
      if (!['queued', 'running'].includes(job.bulk_status)) return job;
      if (Date.now() > deadline) throw new Error(`bulk work ${id} never ended: ${JSON.stringify(job)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const makeTag = async (session: Session, tag_name: string) =>
    ZTagResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/tag',
          headers: session.auth,
          payload: { tag_name },
        })
      ).json(),
    ).data;

  it('"select all matching" tags every file a view shows, 1,000 of them, less those left out', async () => {
    const seller = await signUpAndLogIn(t.app);
    const root = await rootFolder(t.app, seller.auth);
    const calls = await makeFolder(t.app, seller.auth, 'Calls', root.folder_id);
    const ids = await t.ctx.db.transaction().execute(async (trx) => {
      const made: number[] = [];
      for (let n = 0; n < 1001; n++)
        made.push(
          await seedFile(trx, seller.user.user_id, {
            name: `call ${n}.wav`,
            folder: calls.folder_id,
            created: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
            duration: 60,
          }),
        );
      return made;
    });
    await seedFile(t.ctx.db, seller.user.user_id, {
      name: 'elsewhere.wav',
      folder: root.folder_id,
      created: '2026-02-01T00:00:00.000Z',
      duration: 60,
    });
    const sales = await makeTag(seller, 'Sales');
    const job = await ended(seller, {
      selection: { matching: { folder_id: calls.folder_id }, except_ids: [ids[0] ?? 0] },
      operation: { action: 'tag', tag_ids: [sales.tag_id] },
    });
    expect(job).toMatchObject({
      bulk_status: 'completed',
      bulk_total: 1000,
      bulk_done: 1000,
      bulk_failures: [],
    });
    const tagged = await t.ctx.db
      .selectFrom('audio_tags')
      .select('audio_id')
      .where('tag_id', '=', sales.tag_id)
      .execute();
    expect(tagged.map((row) => row.audio_id).sort((a, b) => a - b)).toEqual(ids.slice(1));
  });

  it('exports one zip, one file per transcript and format named after its file; a file without one fails alone', async () => {
    const exporter = await signUpAndLogIn(t.app);
    const board = await insertTranscript(t, exporter.auth, exporter.user.user_id, englishMeetingBlocks(), {
      fileName: 'Board.m4a',
    });
    const budget = await insertTranscript(t, exporter.auth, exporter.user.user_id, englishMeetingBlocks(), {
      fileName: 'Budget.wav',
    });
    const raw = await uploadOk(t.app, exporter.auth, 'tone.wav', {}, 'Not yet.wav');
    const job = await ended(exporter, {
      selection: { audio_ids: [board.audioId, budget.audioId, raw.audio_id] },
      operation: { action: 'export', formats: ['txt', 'srt'] },
    });
    expect(job).toMatchObject({ bulk_status: 'completed', bulk_total: 3, bulk_done: 3 });
    expect(job.bulk_failures).toEqual([
      {
        audio_id: raw.audio_id,
        file_name: 'Not yet.wav',
        code: 'TRANSCRIPT_NOT_READY',
        message: 'This file has no finished transcript yet.',
      },
    ]);
    const download = await t.app.inject({ url: job.bulk_download_path ?? '', headers: exporter.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['Board.srt', 'Board.txt', 'Budget.srt', 'Budget.txt']);
    expect(new TextDecoder().decode(files['Budget.txt'])).toContain('night shift');
    const his = await t.app.inject({ url: job.bulk_download_path ?? '', headers: bob.auth });
    expect(his.statusCode).toBe(404);
    // A day later housekeeping removes the zip; the work stays, without it.
    const report = await runHousekeeping(t.ctx, t.app.log, Date.now() + 25 * 60 * 60 * 1000);
    expect(report.expiredExports).toBeGreaterThanOrEqual(1);
    expect((await read(exporter, job.bulk_id)).bulk_download_path).toBeNull();
    expect(
      (await t.app.inject({ url: job.bulk_download_path ?? '', headers: exporter.auth })).statusCode,
    ).toBe(404);
  });

  it('stars, archives, restores, moves and deletes; cancelled work stops and keeps what was done', async () => {
    const files = await Promise.all(
      ['a.wav', 'b.wav', 'c.wav'].map(
        async (name) => (await uploadOk(t.app, ada.auth, 'tone.wav', {}, name)).audio_id,
      ),
    );
    const selection = { audio_ids: files };
    expect((await ended(ada, { selection, operation: { action: 'star' } })).bulk_status).toBe('completed');
    expect((await ended(ada, { selection, operation: { action: 'archive' } })).bulk_status).toBe('completed');
    const rows = await t.ctx.db
      .selectFrom('audio')
      .select(['archived_at'])
      .where('id', 'in', files)
      .execute();
    expect(rows.every((row) => row.archived_at !== null)).toBe(true);
    const stars = await t.ctx.db
      .selectFrom('audio_stars')
      .select('audio_id')
      .where('user_id', '=', ada.user.user_id)
      .execute();
    expect(stars.map((row) => row.audio_id)).toEqual(expect.arrayContaining(files));
    await ended(ada, { selection, operation: { action: 'restore' } });
    const kept = await makeFolder(t.app, ada.auth, 'Kept', (await rootFolder(t.app, ada.auth)).folder_id);
    await ended(ada, {
      selection: { audio_ids: files.slice(0, 2) },
      operation: { action: 'move', folder_id: kept.folder_id },
    });
    const moved = await t.ctx.db
      .selectFrom('audio')
      .select(['folder_id', 'archived_at'])
      .where('id', 'in', files)
      .execute();
    expect(moved.filter((row) => row.folder_id === kept.folder_id)).toHaveLength(2);
    expect(moved.every((row) => row.archived_at === null)).toBe(true);
    expect(
      (await ended(ada, { selection: { audio_ids: [files[2] ?? 0] }, operation: { action: 'delete' } }))
        .bulk_done,
    ).toBe(1);
    expect(
      await t.ctx.db
        .selectFrom('audio')
        .select('id')
        .where('id', '=', files[2] ?? 0)
        .executeTakeFirst(),
    ).toBeUndefined();

    // Cancelled before a worker takes it: the work does nothing when its job comes.
    const noWorker = await createTestApp();
    try {
      const carl = await signUpAndLogIn(noWorker.app);
      const file = (await uploadOk(noWorker.app, carl.auth, 'tone.wav', {}, 'x.wav')).audio_id;
      const queued = await noWorker.app.inject({
        method: 'POST',
        url: '/api/v1/bulk',
        headers: carl.auth,
        payload: { selection: { audio_ids: [file] }, operation: { action: 'star' } },
      });
      const id = ZBulkJobResponse.parse(queued.json()).data.bulk_id;
      const cancelled = await noWorker.app.inject({
        method: 'POST',
        url: `/api/v1/bulk/${id}/cancel`,
        headers: carl.auth,
      });
      expect(ZBulkJobResponse.parse(cancelled.json()).data.bulk_status).toBe('cancelled');
      await runBulkJob(
        noWorker.ctx,
        noWorker.app.log,
      )({ id: 'x', data: { bulkId: id }, attempt: 1, lastAttempt: true });
      const after = await noWorker.app.inject({ url: `/api/v1/bulk/${id}`, headers: carl.auth });
      expect(ZBulkJobResponse.parse(after.json()).data).toMatchObject({
        bulk_status: 'cancelled',
        bulk_done: 0,
      });
      expect(await noWorker.ctx.db.selectFrom('audio_stars').selectAll().execute()).toEqual([]);
    } finally {
      await noWorker.close();
    }
  });

  it("another user's files, folders and tags are 404 and start nothing", async () => {
    const hers = (await uploadOk(t.app, ada.auth, 'tone.wav', {}, 'hers.wav')).audio_id;
    const herFolder = await makeFolder(
      t.app,
      ada.auth,
      'Private',
      (await rootFolder(t.app, ada.auth)).folder_id,
    );
    const herTag = await makeTag(ada, 'Hers');
    const his = (await uploadOk(t.app, bob.auth, 'tone.wav', {}, 'his.wav')).audio_id;
    const refused = [
      await start(bob, { selection: { audio_ids: [his, hers] }, operation: { action: 'delete' } }),
      await start(bob, {
        selection: { matching: { folder_id: herFolder.folder_id } },
        operation: { action: 'star' },
      }),
      await start(bob, {
        selection: { audio_ids: [his] },
        operation: { action: 'tag', tag_ids: [herTag.tag_id] },
      }),
      await start(bob, {
        selection: { audio_ids: [his] },
        operation: { action: 'move', folder_id: herFolder.folder_id },
      }),
    ];
    for (const res of refused) expect(res.statusCode, res.body).toBe(404);
    expect(
      await t.ctx.db.selectFrom('bulk_jobs').select('id').where('user_id', '=', bob.user.user_id).execute(),
    ).toEqual([]);
    const none = await start(bob, {
      selection: { matching: { starred: 'true' } },
      operation: { action: 'archive' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'No file matches the selection.' });
  });
});
