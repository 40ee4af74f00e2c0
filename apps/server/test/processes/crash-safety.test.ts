import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, watch, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { type TSpeakerBlock, ZTranscriptResponse } from '@transcribe/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runHousekeeping } from '../../src/services/housekeeping/housekeeping.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { makeFolder, rootFolder } from '../../src/test-support/library.js';
import { fixture } from '../../src/test-support/media-fixtures.js';
import { runFsck, type ServerProcess, startServerProcess } from '../../src/test-support/server-processes.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { textBlocks } from '../../src/test-support/transcript-texts.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const HOUR = 3_600_000;
/**
 * When, in a save's time, the kill comes: measured here, the save's UPDATE runs between about 50% and 70%
 * of the time until the answer (the rest is parsing, checking and sentiment of each segment).
 */
const KILL_AT = 0.6;

/**
 * The real server (`node dist/main.js`) killed with SIGKILL in the middle of an upload, a transcript save and
 * a folder delete; after each restart the database and the media store agree and `npm run fsck` says so.
 * This test's own app only reads the shared database and media store.
 */
describe('SIGKILL mid-request, then a restart', { timeout: 120_000 }, () => {
  let t: TestApp;
  let session: Session;
  let server: ServerProcess;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
    server = await startServerProcess(t, { ROLE: 'api' });
  });
  afterAll(async () => {
    await server?.kill();
    await t?.close();
  });

  const mediaDir = () => join(t.dataDir, 'media');
  const mediaFiles = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : []);
  const journal = () => t.ctx.db.selectFrom('media_journal').selectAll().orderBy('storage_key').execute();
  const rowKeys = async () =>
    (await t.ctx.db.selectFrom('audio').select('storage_key').execute()).map((r) => r.storage_key).sort();

  /** Every file has its row and every row its file, nothing is pending, and fsck agrees. */
  async function expectAgreement(): Promise<void> {
    expect(mediaFiles()).toEqual(await rowKeys());
    expect(await journal()).toEqual([]);
    const fsck = await runFsck(t);
    expect(fsck.output).toContain('The database and the media store agree.');
    expect(fsck.code).toBe(0);
  }

  it('during an upload: the partial file goes, no row is left', async () => {
    const before = await rowKeys();
    const port = new URL(server.base).port;
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    const boundary = 'killed-mid-upload';
    socket.write(
      [
        'POST /api/v1/audio HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: ${session.auth.authorization}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${50 * 1024 * 1024}`,
        '',
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ].join('\r\n'),
    );
    // Half a megabyte of the promised fifty arrives; the file is being written when the process dies.
    const wav = fixture('tone.wav');
    for (let sent = 0; sent < 512 * 1024; sent += wav.length) socket.write(wav);
    let partial = '';
    await vi.waitFor(
      async () => {
        partial = mediaFiles().find((key) => !before.includes(key)) ?? '';
        expect((await t.ctx.media.stat(partial))?.size).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await server.kill();
    socket.destroy();
    // Killed: the partial file is there, and the journal accounts for it; no row was written.
    expect(mediaFiles()).toContain(partial);
    expect(await journal()).toMatchObject([{ storage_key: partial, action: 'upload' }]);
    expect(await rowKeys()).toEqual(before);

    server = await startServerProcess(t, { ROLE: 'api' });
    if (t.ctx.config.database.kind === 'postgres') {
      // Other API processes may be uploading into the shared store: a restart cannot tell a dead upload from
      // theirs, so fsck lists it as in progress (no difference) and housekeeping removes it once an hour old.
      const fsck = await runFsck(t);
      expect(fsck.output).toContain(`Uploads in progress (not a difference) (1):\n  ${partial}`);
      expect(fsck.code).toBe(0);
      const report = await runHousekeeping(t.ctx, t.app.log, Date.now() + 2 * HOUR);
      expect(report.mediaRemoved).toEqual([partial]);
    }
    expect(mediaFiles()).not.toContain(partial);
    await expectAgreement();
  });

  it('during a transcript save: the transcript is the old one or the new one, whole', async () => {
    const lines = Array.from({ length: 1500 }, (_, i) => `Spoken sentence number ${i} of the meeting.`);
    const { transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      textBlocks(lines.join('\n')),
    );
    /** PUTs an edit of every segment to `word …` and the speaker's name; resolves once the body is sent. */
    function saveEdit(word: string, speaker: string): { sent: Promise<void>; answered: Promise<number> } {
      const body = JSON.stringify({
        audio_transcript_data: [
          {
            audio_transcript_data_id: 1,
            audio_transcript_data_speaker: speaker,
            audio_transcript_data_segment: lines.map((_, i) => ({
              audio_transcript_data_segment_id: i + 1,
              audio_transcript_data_segment_transcript: `${word} sentence number ${i}, corrected by hand.`,
            })),
          },
        ],
      });
      let answer: (status: number) => void = () => {};
      const answered = new Promise<number>((resolve) => {
        answer = resolve;
      });
      const sent = new Promise<void>((resolve) => {
        const req = request(`${server.base}/api/v1/audio/transcript/${transcriptId}`, {
          method: 'PUT',
          headers: {
            ...session.auth,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        req.on('response', (res) => answer(res.statusCode ?? 0));
        req.on('error', () => answer(0));
        req.end(body, () => resolve());
      });
      return { sent, answered };
    }

    // How long a save of this size takes here, measured on one that completes ...
    const draft = saveEdit('Draft', 'Chair');
    await draft.sent;
    const sentAt = performance.now();
    expect(await draft.answered).toBe(200);
    const saveMs = performance.now() - sentAt;
    // ... then the next is killed around the time it writes: before, during or just after.
    const final = saveEdit('Final', 'Host');
    await final.sent;
    await new Promise((resolve) => setTimeout(resolve, saveMs * KILL_AT));
    await server.kill();

    server = await startServerProcess(t, { ROLE: 'api' });
    const res = await fetch(`${server.base}/api/v1/audio/transcript/${transcriptId}`, {
      headers: session.auth,
    });
    const blocks: TSpeakerBlock[] = ZTranscriptResponse.parse(await res.json()).data.audio_transcript_data;
    const texts = blocks.flatMap((b) =>
      b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
    );
    expect(texts).toHaveLength(lines.length);
    const version = texts[0]?.split(' ')[0];
    console.info(
      `crash-safety: a save of ${Math.round(saveMs)} ms killed at ${KILL_AT * 100}%; after the restart: ${version}`,
    );
    expect(['Draft', 'Final']).toContain(version);
    expect(texts.filter((text) => !text.startsWith(`${version} `))).toEqual([]); // never a mix
    expect(blocks.map((b) => b.audio_transcript_data_speaker)).toEqual([
      version === 'Final' ? 'Host' : 'Chair',
    ]);
    await expectAgreement();
  });

  it('during a folder delete: files of the deleted rows are removed after the restart, none of another folder', async () => {
    const root = await rootFolder(t.app, session.auth);
    const folder = await makeFolder(t.app, session.auth, 'To delete', root.folder_id);
    const inside = await makeFolder(t.app, session.auth, 'Inside', folder.folder_id);
    const others = await rowKeys();
    // 3,000 files straight into the database and the store: uploading them one by one would take minutes.
    const keys = Array.from({ length: 3000 }, () => randomUUID());
    const now = new Date().toISOString();
    for (let i = 0; i < keys.length; i += 500) {
      await t.ctx.db
        .insertInto('audio')
        .values(
          keys.slice(i, i + 500).map((key, j) => ({
            user_id: session.user.user_id,
            folder_id: (i + j) % 2 ? folder.folder_id : inside.folder_id,
            file_name: `recording-${i + j}.wav`,
            storage_key: key,
            mime_type: 'audio/wav',
            size_bytes: 5,
            duration_seconds: 1,
            has_audio: 1,
            has_video: 0,
            upload_diarize: 0,
            created_at: now,
          })),
        )
        .execute();
    }
    for (const key of keys) writeFileSync(join(mediaDir(), key), 'audio');

    // SIGKILL as soon as the first file is removed: the rows are gone by then, most files not yet.
    const firstRemoval = new Promise<void>((resolve) => {
      const watcher = watch(mediaDir(), () => {
        watcher.close();
        resolve();
      });
    });
    const deleting = fetch(`${server.base}/api/v1/folder/${folder.folder_id}`, {
      method: 'DELETE',
      headers: session.auth,
    }).catch(() => undefined);
    await firstRemoval;
    await server.kill();
    await deleting;

    const left = mediaFiles().filter((key) => !others.includes(key));
    console.info(`crash-safety: ${left.length} of ${keys.length} files left when the server was killed`);
    // No row of the folder survives the kill, and every file left is journaled for removal.
    expect(await rowKeys()).toEqual(others);
    const pending = new Set((await journal()).map((e) => e.action === 'delete' && e.storage_key));
    expect(left.filter((key) => !pending.has(key))).toEqual([]);

    server = await startServerProcess(t, { ROLE: 'api' });
    expect(mediaFiles()).toEqual(others);
    await expectAgreement();
  });
});
