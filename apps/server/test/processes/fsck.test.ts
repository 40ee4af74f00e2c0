import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { PASSWORD, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder, uploadOk } from '../../src/test-support/library.js';
import { runFsck } from '../../src/test-support/server-processes.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const HOUR = 3_600_000;

describe('npm run fsck', { timeout: 60_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const media = (key: string) => join(t.dataDir, 'media', key);
  const journal = () => t.ctx.db.selectFrom('media_journal').selectAll().orderBy('storage_key').execute();
  /** A file in the media store last written two hours ago. */
  function oldFile(key: string): void {
    writeFileSync(media(key), 'left behind');
    const then = (Date.now() - 2 * HOUR) / 1000;
    utimesSync(media(key), then, then);
  }
  async function journalEntry(key: string, action: 'upload' | 'delete', ageMs: number) {
    const created_at = new Date(Date.now() - ageMs).toISOString();
    await t.ctx.db.insertInto('media_journal').values({ storage_key: key, action, created_at }).execute();
  }

  it('says so when the database and the media store agree', async () => {
    const { auth } = await signUpAndLogIn(t.app);
    await uploadOk(t.app, auth, 'tone.wav');
    const clean = await runFsck(t);
    expect(clean.output).toContain('The database and the media store agree.');
    expect(clean.code).toBe(0);
  });

  it('reports every difference, and --repair fixes them without touching a file a row points at', async () => {
    const session = await signUpAndLogIn(t.app);
    const kept = await uploadOk(t.app, session.auth, 'tone.wav', {}, 'kept.wav');
    const { audioId: lostId, transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      textBlocks('Words worth keeping.\nEven without their recording.'),
      { fileName: 'lost.wav' },
    );
    const lost = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', lostId)
      .executeTakeFirstOrThrow();
    rmSync(media(lost.storage_key)); // a row whose file went missing
    const orphan = randomUUID();
    writeFileSync(media(orphan), 'no row'); // a file no row points at
    const abandoned = randomUUID();
    await journalEntry(abandoned, 'upload', 2 * HOUR);
    oldFile(abandoned); // an upload whose process died two hours ago
    const inProgress = randomUUID();
    await journalEntry(inProgress, 'upload', 0);
    writeFileSync(media(inProgress), 'still arriving'); // an upload being written now
    const interrupted = randomUUID();
    await journalEntry(interrupted, 'delete', 0);
    writeFileSync(media(interrupted), 'deleted row'); // a delete killed before its file went

    const report = await runFsck(t);
    expect(report.code).toBe(1);
    expect(report.output).toContain(`audio ${lostId} of user ${session.user.user_id}, "lost.wav"`);
    for (const key of [orphan, abandoned, inProgress, interrupted]) expect(report.output).toContain(key);
    expect(report.output).toContain('4 difference(s)');

    const repair = await runFsck(t, ['--repair']);
    expect(repair.output).toContain('removed 3 media file(s), 0 work folder(s) and 1 audio row(s)');
    expect(repair.code, repair.output).toBe(0);
    for (const key of [orphan, abandoned, interrupted]) expect(existsSync(media(key))).toBe(false);
    expect(existsSync(media(inProgress))).toBe(true); // may still become a row: left alone
    const rows = await t.ctx.db.selectFrom('audio').select(['id', 'storage_key']).execute();
    expect(rows.map((r) => r.id)).toContain(kept.audio_id);
    expect(rows.map((r) => r.id)).not.toContain(lostId);
    for (const row of rows) expect(existsSync(media(row.storage_key))).toBe(true);
    expect((await journal()).map((e) => e.storage_key)).toEqual([inProgress]);

    // The removed row and its transcript are kept for whoever wants the words back.
    const saved = readdirSync(join(t.dataDir, 'fsck'));
    expect(saved).toHaveLength(1);
    expect(statSync(join(t.dataDir, 'fsck', saved[0] ?? '')).mode & 0o777).toBe(0o600);
    const copy = JSON.parse(readFileSync(join(t.dataDir, 'fsck', saved[0] ?? ''), 'utf8'));
    expect(copy[0].audio).toMatchObject({ id: lostId, file_name: 'lost.wav' });
    expect(copy[0].transcripts[0]).toMatchObject({ id: transcriptId });
    expect(copy[0].transcripts[0].data).toContain('Words worth keeping.');

    expect((await runFsck(t)).code).toBe(0);
    await t.ctx.db.deleteFrom('media_journal').where('storage_key', '=', inProgress).execute();
    rmSync(media(inProgress));
  });

  it('journals every deleted recording (cascades and rows deleted by hand too) and leaves nothing behind', async () => {
    const session = await signUpAndLogIn(t.app);
    const root = await rootFolder(t.app, session.auth);
    const folder = await makeFolder(t.app, session.auth, 'Old projects', root.folder_id);
    const file = await uploadOk(t.app, session.auth, 'tone.wav');
    const inFolder = await uploadOk(t.app, session.auth, 'tone.mp3', { folder_id: String(folder.folder_id) });
    const byHand = await uploadOk(t.app, session.auth, 'tone.ogg');
    const kept = await uploadOk(t.app, session.auth, 'tone.webm');
    const keys = new Map(
      (await t.ctx.db.selectFrom('audio').select(['id', 'storage_key']).execute()).map((r) => [
        r.id,
        r.storage_key,
      ]),
    );
    const keyOf = (id: number) => keys.get(id) ?? '';

    const del = (url: string, payload?: object) =>
      t.app.inject({ method: 'DELETE', url, headers: session.auth, ...(payload ? { payload } : {}) });
    expect((await del(`/api/v1/audio/${file.audio_id}`)).statusCode).toBe(200);
    expect((await del(`/api/v1/folder/${folder.folder_id}`)).statusCode).toBe(200);
    for (const id of [file.audio_id, inFolder.audio_id]) expect(existsSync(media(keyOf(id)))).toBe(false);
    expect(await journal()).toEqual([]);

    // A row deleted outside the app's services is journaled by the trigger all the same.
    await t.ctx.db.deleteFrom('audio').where('id', '=', byHand.audio_id).execute();
    expect(await journal()).toMatchObject([{ storage_key: keyOf(byHand.audio_id), action: 'delete' }]);
    expect((await runHousekeeping(t.ctx, t.app.log)).mediaRemoved).toEqual([keyOf(byHand.audio_id)]);

    // The account's deletion cascades to its rows, and their files go with them.
    expect((await del('/api/v1/user/me', { user_password: PASSWORD })).statusCode).toBe(200);
    expect(existsSync(media(keyOf(kept.audio_id)))).toBe(false);
    expect(await journal()).toEqual([]);
  });

  it('is what housekeeping runs: it finishes interrupted deletes and abandoned uploads, and only reports the rest', async () => {
    const interrupted = randomUUID();
    await journalEntry(interrupted, 'delete', 0);
    writeFileSync(media(interrupted), 'deleted row');
    const abandoned = randomUUID();
    await journalEntry(abandoned, 'upload', 2 * HOUR);
    oldFile(abandoned);
    const fresh = randomUUID();
    await journalEntry(fresh, 'upload', 0);
    writeFileSync(media(fresh), 'arriving');
    const orphan = randomUUID();
    oldFile(orphan);

    const report = await runHousekeeping(t.ctx, t.app.log);
    expect(report.mediaRemoved.sort()).toEqual([interrupted, abandoned].sort());
    expect(report.unreferencedMedia).toEqual([orphan]);
    expect(existsSync(media(orphan))).toBe(true); // a person decides, with npm run fsck -- --repair
    expect(existsSync(media(fresh))).toBe(true);
    expect((await journal()).map((e) => e.storage_key)).toEqual([fresh]);
  });
});
