import { appendFileSync, copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { WatchedFolderMapping } from '../../src/config/watched-folders-config.js';
import { createContext } from '../../src/context.js';
import type { Logger } from '../../src/domain/logger.js';
import { resolveWatchedFolders } from '../../src/services/housekeeping/watched-folder-setup.js';
import { WatchedFolders } from '../../src/services/housekeeping/watched-folders.js';
import { makePremium, PASSWORD, type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { librivoxClips, speechModelsDir } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';

const speech = librivoxClips().map((c) => c.path);
const speechFile = (i: number) => speech[i] ?? '';
const [clip, otherClip, thirdClip] = [speechFile(0), speechFile(1), speechFile(2)];
const OPTIONS = {
  audio_transcript_model_id: 1,
  audio_transcript_language_id: 1,
  audio_transcript_num_speakers: 2,
  audio_transcript_speakers_by: 'auto' as const,
};

describe('watched folders', () => {
  let t: TestApp;
  let session: Session;
  const dirs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  // A user of one's own per test: a recording imported for them in one test is refused in the next.
  beforeEach(async () => {
    session = await signUpAndLogIn(t.app);
    await makePremium(t.ctx.db, session.user.user_id);
  });
  afterAll(async () => {
    await t.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function watchedDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'watched-'));
    dirs.push(dir);
    return dir;
  }

  /** A watcher over one folder mapped to `user`, driven poll by poll. */
  async function watcher(
    path: string,
    extra: Partial<WatchedFolderMapping> = {},
    ctx = t.ctx,
    log: Logger = t.app.log,
  ) {
    const mapping = { path, user: session.email, folder: undefined, transcription: undefined, ...extra };
    return new WatchedFolders(ctx, log, await resolveWatchedFolders(t.ctx, [mapping]), 60_000);
  }

  const audioOf = (userId: number, fileName?: string) =>
    t.ctx.db
      .selectFrom('audio')
      .selectAll()
      .where('user_id', '=', userId)
      .$if(fileName !== undefined, (q) => q.where('file_name', '=', fileName ?? ''))
      .execute();
  const listing = (dir: string, sub = '') => readdirSync(join(dir, sub)).sort();

  it('imports a file through the settings when a worker starts, by its own polls', async () => {
    const dir = await watchedDir();
    const db = t.ctx.config.database;
    const config = loadConfig({
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(t.dataDir, 'no-web-build'),
      MODELS_DIR: speechModelsDir(),
      DATABASE_URL: db.kind === 'postgres' ? db.url : `sqlite:${db.file}`,
      JOB_QUEUE_SCHEMA: t.ctx.config.jobs.queueSchema,
      WATCH_FOLDERS: JSON.stringify([{ path: dir, user: session.email.toUpperCase() }]),
      WATCH_FOLDERS_POLL_SECONDS: '0.05',
    });
    const worker = await buildApp(config, { runWorker: true });
    try {
      copyFileSync(clip, join(dir, 'by-timer.wav'));
      await expect.poll(() => listing(dir, 'done'), { timeout: 20_000 }).toEqual(['by-timer.wav']);
      expect(await audioOf(session.user.user_id, 'by-timer.wav')).toHaveLength(1);
    } finally {
      await worker.app.close();
    }
  });

  it("imports a dropped file once, into the mapped folder, queued with the mapping's options", async () => {
    const root = await rootFolder(t.app, session.auth);
    await makeFolder(t.app, session.auth, 'Meetings', root.folder_id);
    const dir = await watchedDir();
    const w = await watcher(dir, { folder: ['Meetings'], transcription: OPTIONS });
    copyFileSync(clip, join(dir, 'standup.wav'));
    await w.poll(); // first look: the size is noted
    expect(listing(dir)).toEqual(['done', 'failed', 'standup.wav']);
    await w.poll(); // unchanged: imported
    expect(listing(dir)).toEqual(['done', 'failed']);
    expect(listing(dir, 'done')).toEqual(['standup.wav']);
    const [audio, ...more] = await audioOf(session.user.user_id, 'standup.wav');
    expect(more).toEqual([]);
    const folder = await t.ctx.db
      .selectFrom('folders')
      .selectAll()
      .where('id', '=', audio?.folder_id ?? 0)
      .executeTakeFirst();
    expect(folder?.name).toBe('Meetings');
    const transcripts = await t.ctx.db
      .selectFrom('transcripts')
      .selectAll()
      .where('audio_id', '=', audio?.id ?? 0)
      .execute();
    expect(transcripts).toMatchObject([
      { status: 'queued', model_id: 1, language_id: 1, num_speakers_requested: 2 },
    ]);

    // The same recording again, under another name: refused, with the reason beside it.
    copyFileSync(clip, join(dir, 'standup copy.wav'));
    await w.poll();
    await w.poll();
    expect(listing(dir, 'failed')).toEqual(['standup copy.wav', 'standup copy.wav.reason.txt']);
    const reason = readFileSync(join(dir, 'failed', 'standup copy.wav.reason.txt'), 'utf8');
    expect(reason).toMatch(
      /^Already imported: the same content was imported as "standup.wav" on \d{4}-\d\d-\d\d\./,
    );
    expect(await audioOf(session.user.user_id, 'standup copy.wav')).toEqual([]);
  });

  it('waits for a file that is still growing, and leaves hidden and partial files alone', async () => {
    const dir = await watchedDir();
    const w = await watcher(dir);
    const bytes = readFileSync(otherClip);
    const half = Math.floor(bytes.length / 2);
    writeFileSync(join(dir, 'growing.wav'), bytes.subarray(0, half));
    for (const name of ['.hidden.wav', 'copying.wav.part', 'download.wav.crdownload', 'empty.wav'])
      writeFileSync(join(dir, name), name === 'empty.wav' ? '' : bytes);
    await w.poll();
    appendFileSync(join(dir, 'growing.wav'), bytes.subarray(half));
    await w.poll(); // grew since the last look: not yet
    expect(listing(dir)).toContain('growing.wav');
    expect(await audioOf(session.user.user_id, 'growing.wav')).toEqual([]);
    await w.poll();
    expect(listing(dir, 'done')).toEqual(['growing.wav']);
    const [audio] = await audioOf(session.user.user_id, 'growing.wav');
    expect(audio?.size_bytes).toBe(bytes.length);
    await w.poll();
    expect(listing(dir)).toEqual([
      '.hidden.wav',
      'copying.wav.part',
      'done',
      'download.wav.crdownload',
      'empty.wav',
      'failed',
    ]);
  });

  it('moves what is not media to failed/ with the reason, and keeps nothing of it', async () => {
    const dir = await watchedDir();
    const w = await watcher(dir);
    writeFileSync(join(dir, 'notes.txt'), 'Minutes of the meeting: nothing to report.\n');
    await w.poll();
    await w.poll();
    expect(listing(dir, 'failed')).toEqual(['notes.txt', 'notes.txt.reason.txt']);
    expect(readFileSync(join(dir, 'failed', 'notes.txt.reason.txt'), 'utf8')).toMatch(
      /^Unsupported or corrupt media file\./,
    );
    expect(await audioOf(session.user.user_id, 'notes.txt')).toEqual([]);
    const rows = await t.ctx.db.selectFrom('watched_imports').select('file_name').execute();
    expect(rows.map((r) => r.file_name)).not.toContain('notes.txt');
  });

  it("refuses a file over the user's plan and keeps no file item for it", async () => {
    const free = await signUpAndLogIn(t.app);
    const day = new Date().toISOString().slice(0, 10);
    await t.ctx.db.insertInto('daily_usage').values({ user_id: free.user.user_id, day, count: 3 }).execute();
    const dir = await watchedDir();
    const w = await watcher(dir, { user: free.email, transcription: OPTIONS });
    copyFileSync(thirdClip, join(dir, 'over.wav'));
    await w.poll();
    await w.poll();
    expect(listing(dir, 'failed')).toEqual(['over.wav', 'over.wav.reason.txt']);
    expect(readFileSync(join(dir, 'failed', 'over.wav.reason.txt'), 'utf8')).toMatch(
      /^Daily transcription limit reached/,
    );
    expect(await audioOf(free.user.user_id)).toEqual([]);
  });

  it('refuses files for an account disabled or deleted since start-up', async () => {
    const dir = await watchedDir();
    const w = await watcher(dir);
    copyFileSync(clip, join(dir, 'kept.wav'));
    await w.poll();
    await w.poll();
    const userId = session.user.user_id;
    const disabledAt = new Date().toISOString();
    await t.ctx.db.updateTable('users').set({ disabled_at: disabledAt }).where('id', '=', userId).execute();
    copyFileSync(otherClip, join(dir, 'while-disabled.wav'));
    await w.poll();
    await w.poll();
    const disabled = readFileSync(join(dir, 'failed', 'while-disabled.wav.reason.txt'), 'utf8');
    expect(disabled).toMatch(`The account ${session.email} is disabled.`);
    await t.ctx.db.updateTable('users').set({ disabled_at: null }).where('id', '=', userId).execute();
    // Its imports' memory goes with the account.
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/me',
      headers: session.auth,
      payload: { user_password: PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    copyFileSync(thirdClip, join(dir, 'after.wav'));
    await w.poll();
    await w.poll();
    const unknown = readFileSync(join(dir, 'failed', 'after.wav.reason.txt'), 'utf8');
    expect(unknown).toMatch(`Unknown user: no account has the address ${session.email} any more.`);
    expect(
      await t.ctx.db.selectFrom('watched_imports').selectAll().where('user_id', '=', userId).execute(),
    ).toEqual([]);
  });

  it('lets exactly one of several workers import each file', async () => {
    const other = await createContext(t.ctx.config, t.app.log, {
      publishOnly: true,
      engines: [...new Set(t.ctx.catalogue.entries.map((e) => e.engine))],
    });
    try {
      const dir = await watchedDir();
      const messages: string[] = [];
      const log = pino(
        { level: 'debug' },
        { write: (line: string) => messages.push((JSON.parse(line) as { msg: string }).msg) },
      );
      const workers = [
        await watcher(dir, {}, t.ctx, log),
        await watcher(dir, {}, t.ctx, log),
        await watcher(dir, {}, other.ctx, log),
      ];
      const names = ['race-a.wav', 'race-b.wav', 'race-c.wav'];
      for (const [i, name] of names.entries()) copyFileSync(speechFile(i), join(dir, name));
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((w) => w.poll()));
      expect(listing(dir, 'done')).toEqual(names);
      expect(listing(dir, 'failed')).toEqual([]);
      for (const name of names) expect(await audioOf(session.user.user_id, name)).toHaveLength(1);
      // They did meet: a worker found another's claim on the same content and left the file to it.
      expect(messages.filter((m) => m === 'imported')).toHaveLength(3);
      expect(messages).toContain('watched folders: another worker is importing it, or it changed');
    } finally {
      await other.close();
    }
  });

  it('refuses to start with a mapping to an unknown account, or a mapping it cannot read', async () => {
    const dir = await watchedDir();
    const unknown = JSON.stringify([{ path: dir, user: 'nobody@example.com' }]);
    await expect(createTestApp({ WATCH_FOLDERS: unknown }, { runWorker: true })).rejects.toThrow(
      'Invalid configuration: WATCH_FOLDERS[0].user: no account has the e-mail address nobody@example.com',
    );
    const settings = (entry: object) => () =>
      loadConfig({ DATA_DIR: t.dataDir, WATCH_FOLDERS: JSON.stringify([entry]) });
    expect(settings({ path: dir, user: 'a@example.com', audio_transcript_model_id: 1 })).toThrow(
      'WATCH_FOLDERS[0] audio_transcript_language_id: Please select a language.',
    );
    expect(settings({ path: dir, user: 'a@example.com', model: 1 })).toThrow('Unrecognized key: "model"');
    // A dictation folder says who is speaking: one of the account's saved voices.
    const dictation = { ...OPTIONS, audio_transcript_num_speakers: 1, audio_transcript_voice_profile_id: 7 };
    expect(
      settings({ path: dir, user: 'a@example.com', ...dictation })().watchedFolders.mappings[0]
        ?.transcription,
    ).toEqual(dictation);
    expect(settings({ path: dir, user: 'not an address' })).toThrow(
      'WATCH_FOLDERS[0].user: must be the e-mail',
    );
    expect(() => loadConfig({ DATA_DIR: t.dataDir, WATCH_FOLDERS: join(dir, 'missing.json') })).toThrow(
      'WATCH_FOLDERS is neither a JSON array nor a readable JSON file',
    );
    const mappingFile = join(dir, '.watch.json');
    writeFileSync(mappingFile, JSON.stringify([{ path: dir, user: session.email, folder: 'Archive/2026' }]));
    const config = loadConfig({ DATA_DIR: t.dataDir, WATCH_FOLDERS: mappingFile });
    await expect(resolveWatchedFolders(t.ctx, config.watchedFolders.mappings)).rejects.toThrow(
      'WATCH_FOLDERS[0].folder: no folder is named "Archive" in the top folder',
    );
    expect(existsSync(join(dir, 'done'))).toBe(true);
  });
});
