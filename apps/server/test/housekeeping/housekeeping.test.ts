import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { runWorker: true });
  });
  afterAll(() => t.close());

  /** A file or folder under DATA_DIR, last changed two hours ago. */
  function oldEntry(...path: string[]): string {
    const full = join(t.dataDir, ...path);
    if (path.at(-1)?.includes('.')) writeFileSync(full, 'x');
    else mkdirSync(full, { recursive: true });
    const then = (Date.now() - 2 * HOUR) / 1000;
    utimesSync(full, then, then);
    return full;
  }

  it('purges expired credentials, removes abandoned work folders and reports media without rows', async () => {
    const session = await signUpAndLogIn(t.app);
    const userId = session.user.user_id;
    const now = Date.now();
    await t.ctx.db
      .insertInto('refresh_tokens')
      .values([
        {
          user_id: userId,
          family_id: 'f-old',
          token_hash: 'h-old',
          expires_at: iso(now - HOUR),
          created_at: iso(now - 9 * HOUR),
        },
        {
          user_id: userId,
          family_id: 'f-new',
          token_hash: 'h-new',
          expires_at: iso(now + HOUR),
          created_at: iso(now),
        },
      ])
      .execute();
    await t.ctx.db
      .insertInto('password_resets')
      .values([
        { user_id: userId, token_hash: 'r-expired', expires_at: iso(now - 1), created_at: iso(now - HOUR) },
        {
          user_id: userId,
          token_hash: 'r-used',
          expires_at: iso(now + HOUR),
          used_at: iso(now),
          created_at: iso(now),
        },
        { user_id: userId, token_hash: 'r-open', expires_at: iso(now + HOUR), created_at: iso(now) },
      ])
      .execute();
    await t.ctx.db
      .insertInto('oidc_requests')
      .values({ state: 'abandoned', code_verifier: 'v', nonce: 'n', created_at: iso(now - 2 * HOUR) })
      .execute();

    const { audioId, transcriptId } = await insertTranscript(t, session.auth, userId, null, {
      status: 'transcribing',
    });
    const busy = oldEntry('tmp', `transcript-${transcriptId}-still-running`);
    const abandoned = oldEntry('tmp', `transcript-${transcriptId + 1000}-killed-worker`);
    const orphan = oldEntry('media', 'orphanmediafile1.wav');
    // Scratch folders: a killed process's live draft idle for a day goes; one whose file still grows stays.
    const dayAgo = (Date.now() - 25 * HOUR) / 1000;
    const idleDraft = oldEntry('tmp', 'live-draft-killed');
    writeFileSync(join(idleDraft, 'draft.pcm'), 'x');
    for (const p of [join(idleDraft, 'draft.pcm'), idleDraft]) utimesSync(p, dayAgo, dayAgo);
    const liveDraft = oldEntry('tmp', 'live-draft-recording');
    writeFileSync(join(liveDraft, 'draft.pcm'), 'x');
    utimesSync(liveDraft, dayAgo, dayAgo);
    const audio = await t.ctx.db
      .selectFrom('audio')
      .select('storage_key')
      .where('id', '=', audioId)
      .executeTakeFirstOrThrow();

    const report = await runHousekeeping(t.ctx, t.app.log);
    expect(report).toMatchObject({ refreshTokens: 1, passwordResets: 2, signInRequests: 1 });
    expect(report.workFoldersRemoved.sort()).toEqual(
      ['live-draft-killed', `transcript-${transcriptId + 1000}-killed-worker`].sort(),
    );
    expect(existsSync(idleDraft)).toBe(false);
    expect(existsSync(liveDraft)).toBe(true);
    expect(report.unreferencedMedia).toEqual(['orphanmediafile1.wav']);
    expect(existsSync(busy)).toBe(true);
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(orphan)).toBe(true); // reported, never deleted here
    expect(await t.ctx.media.stat(audio.storage_key)).toBeDefined();
    const tokens = await t.ctx.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(tokens.map((r) => r.token_hash)).toContain('h-new');
    expect(tokens.map((r) => r.token_hash)).not.toContain('h-old');
    const resets = await t.ctx.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(resets.map((r) => r.token_hash)).toEqual(['r-open']);
  });

  it('is scheduled every 15 minutes: by pg-boss on PostgreSQL, by a timer embedded', async () => {
    if (t.ctx.config.database.kind !== 'postgres') return;
    const table = sql.table(`${t.ctx.config.jobs.queueSchema}.schedule`);
    // The worker schedules it as it starts, asynchronously.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ name: string; cron: string }>`select name, cron from ${table}`.execute(
        t.ctx.db,
      );
      expect(rows).toContainEqual({ name: 'housekeeping', cron: '*/15 * * * *' });
    });
  });
});
