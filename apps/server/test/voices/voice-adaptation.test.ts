import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type TTranscriptResponse,
  type TVoiceProfile,
  ZVoiceProfileListResponse,
  ZVoiceProfileResponse,
} from '@transcribe/contract';
import {
  promptsLasting,
  seededShuffle,
  type TelephonePrompt,
  telephonePrompts,
  wordErrorRate,
} from '@transcribe/evaluation';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wavHeader } from '../../src/pipeline/wav.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// Speaker adaptation in the product, on real speech: a recording of Debian's Asterisk prompts of one voice
// (Allison) is transcribed, her voice saved as a profile, and her segments' texts set to the prompts' true
// texts and verified through the transcript save, which queues the adaptation job; a new recording of other
// prompts of hers is then recognised with the transform, and the transcript says so.

const RATE = 16_000;
const PAUSE_SECONDS = 0.8;

type Timed = TelephonePrompt & { start: number; end: number };

/** The prompts one after another with pauses, as a 16 kHz WAV (built once per machine), and their times. */
function recording(prompts: TelephonePrompt[], name: string): { path: string; timed: Timed[] } {
  const parts: Buffer[] = [];
  const timed: Timed[] = [];
  let samples = 0;
  for (const prompt of prompts) {
    const pcm = execFileSync('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-i',
      prompt.path,
      '-ac',
      '1',
      '-ar',
      String(RATE),
      '-f',
      's16le',
      '-',
    ]);
    timed.push({ ...prompt, start: samples / RATE, end: (samples + pcm.length / 2) / RATE });
    parts.push(pcm, Buffer.alloc(Math.round(PAUSE_SECONDS * RATE) * 2));
    samples += pcm.length / 2 + Math.round(PAUSE_SECONDS * RATE);
  }
  // Named by its prompts, so a change of prompts never reuses an old file.
  const ids = createHash('sha256')
    .update(prompts.map((p) => p.id).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const path = join(tmpdir(), `transcribe-${name}-${ids}.wav`);
  if (!existsSync(path)) {
    const pcm = Buffer.concat(parts);
    writeFileSync(`${path}.${process.pid}`, Buffer.concat([wavHeader(pcm.length), pcm]));
    renameSync(`${path}.${process.pid}`, path);
  }
  return { path, timed };
}

/**
 * Her prompts that are sentences (single words and letters are not what people verify) without digits (a
 * reference "press 1" would count the engine's "one" wrong), in a fixed order.
 */
function sets() {
  const sentence = (p: TelephonePrompt) =>
    !/\d/.test(p.text) && p.seconds < 8 && p.text.split(/\s+/).length >= 4;
  const prompts = seededShuffle(telephonePrompts().filter(sentence), 2028);
  const learn = promptsLasting(prompts, 75);
  const test = promptsLasting(prompts.slice(learn.length), 25);
  return { learn: recording(learn, 'allison-learn'), test: recording(test, 'allison-test') };
}

const textOf = (transcript: TTranscriptResponse['data']) =>
  transcript.audio_transcript_data
    .flatMap((b) => b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript))
    .join(' ');

describe('speaker adaptation of a saved voice, on real speech', { timeout: 300_000 }, () => {
  let app: WorkerTestApp;
  let data: ReturnType<typeof sets>;
  let unadaptedTest: Awaited<ReturnType<typeof completedTranscript>>;
  let profileId: number;
  let adaptedAt: string;
  beforeAll(async () => {
    data = sets();
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.t.app.inject({ method, url, headers: app.session.auth, payload });
  const profiles = async () =>
    ZVoiceProfileListResponse.parse((await api('GET', '/api/v1/voice-profile')).json()).data;
  /** The profile once `ready` says so, asked for every half second. */
  const profileWhen = async (ready: (p: TVoiceProfile) => boolean, seconds = 120) => {
    for (let waited = 0; waited < seconds * 2; waited++) {
      const profile = (await profiles()).find((p) => p.voice_profile_id === profileId);
      if (profile && ready(profile)) return profile;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the profile did not get there: ${JSON.stringify(await profiles())}`);
  };

  it('adapts to her voice once her verified speech passes a minute, checked on held-out speech', async () => {
    const learned = await completedTranscript(app, data.learn.path, 'allison-learn.wav');
    // The other recording, transcribed before any adaptation: what the engine does without one.
    unadaptedTest = await completedTranscript(app, data.test.path, 'allison-test.wav');
    const blocks = learned.transcript.audio_transcript_data;
    const first = blocks[0]?.audio_transcript_data_id ?? 1;
    const named = await api('PUT', `/api/v1/audio/transcript/${learned.id}`, {
      audio_transcript_data: blocks.map((b) => ({
        ...b,
        audio_transcript_data_speaker: 'Allison',
        audio_transcript_data_segment: [],
      })),
    });
    expect(named.statusCode, named.body).toBe(200);
    const saved = await api('POST', '/api/v1/voice-profile', {
      audio_id: learned.transcript.audio_id,
      speaker: 'Allison',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const profile = ZVoiceProfileResponse.parse(saved.json()).data;
    profileId = profile.voice_profile_id;
    expect(profile.voice_profile_adaptation).toBeNull();
    expect(profile.voice_profile_adaptation_job).toEqual({ status: 'idle', error: null });

    // Her segments laid out as the prompts, each with its true text, verified: one save.
    const verified = await api('PUT', `/api/v1/audio/transcript/${learned.id}`, {
      audio_transcript_data: [
        {
          audio_transcript_data_id: first,
          audio_transcript_data_speaker: 'Allison',
          audio_transcript_data_segment: data.learn.timed.map((p) => ({
            audio_transcript_data_segment_transcript: p.text,
            audio_transcript_data_segment_start_time: Math.round(p.start * 100) / 100,
            audio_transcript_data_segment_end_time: Math.round(p.end * 100) / 100,
            audio_transcript_data_segment_verified: true,
          })),
        },
      ],
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const adapted = await profileWhen((p) => p.voice_profile_adaptation !== null);
    const adaptation = adapted.voice_profile_adaptation;
    console.log(`adaptation of "Allison" through the API: ${JSON.stringify(adaptation)}`);
    expect(adapted.voice_profile_adaptation_job).toEqual({ status: 'idle', error: null });
    // MAP means on top of the transform, kept as they made fewer errors on the held-out speech.
    expect(adaptation).toMatchObject({ kind: 'mllr+map', enabled: true, disabled_reason: null });
    expect(adaptation?.seconds).toBeGreaterThan(40);
    expect(adaptation?.utterances).toBeGreaterThanOrEqual(5);
    expect(adaptation?.held_out_words).toBeGreaterThan(10);
    expect(adaptation?.wer_adapted).toBeLessThanOrEqual(adaptation?.wer_unadapted ?? 0);
    adaptedAt = adaptation?.created_at ?? '';
  });

  it('recognises her in a new recording with the adaptation, and the transcript records it', async () => {
    const { transcript } = await completedTranscript(app, data.test.path, 'allison-test-again.wav');
    const produced = transcript.audio_transcript_produced_by;
    expect(produced?.identified_speakers?.map((s) => s.name)).toEqual(['Allison']);
    expect(produced?.adapted_speakers).toEqual([
      { speaker: 'Allison', voice_profile_id: profileId, adapted_at: adaptedAt, pass: 'second' },
    ]);
    const reference = data.test.timed.map((p) => p.text).join(' ');
    const before = wordErrorRate(reference, textOf(unadaptedTest.transcript)).wer;
    const after = wordErrorRate(reference, textOf(transcript)).wer;
    console.log(
      `a new recording of hers (${data.test.timed.length} prompts): WER ${(before * 100).toFixed(1)}% without ` +
        `the adaptation, ${(after * 100).toFixed(1)}% with it`,
    );
    expect(after).toBeLessThan(before);
  });

  it('uses her adaptation from the first pass when the person says she is speaking', async () => {
    const { transcript } = await completedTranscript(app, data.test.path, 'allison-said.wav', {
      audio_transcript_voice_profile_id: profileId,
    });
    const produced = transcript.audio_transcript_produced_by;
    expect(produced?.speaker_said).toEqual({ name: 'Allison', voice_profile_id: profileId });
    expect(produced?.identified_speakers).toBeUndefined();
    expect(produced?.adapted_speakers).toEqual([
      { speaker: 'Allison', voice_profile_id: profileId, adapted_at: adaptedAt, pass: 'first' },
    ]);
    expect(new Set(transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker))).toEqual(
      new Set(['Allison']),
    );
    const reference = data.test.timed.map((p) => p.text).join(' ');
    const before = wordErrorRate(reference, textOf(unadaptedTest.transcript)).wer;
    const after = wordErrorRate(reference, textOf(transcript)).wer;
    console.log(
      `her new recording, said to be hers: WER ${(before * 100).toFixed(1)}% unadapted, ${(after * 100).toFixed(1)}% adapted from the first pass`,
    );
    expect(after).toBeLessThan(before);
  });

  it('adapts again on demand, exports it as numbers, and deleting the profile deletes it', async () => {
    const asked = await api('POST', `/api/v1/voice-profile/${profileId}/adapt`);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(['queued', 'running', 'idle']).toContain(
      ZVoiceProfileResponse.parse(asked.json()).data.voice_profile_adaptation_job.status,
    );
    const again = await profileWhen(
      (p) =>
        p.voice_profile_adaptation_job.status === 'idle' &&
        p.voice_profile_adaptation?.created_at !== adaptedAt,
    );
    expect(again.voice_profile_adaptation?.enabled).toBe(true);
    expect((await api('POST', '/api/v1/voice-profile/999999/adapt')).statusCode).toBe(404);

    const archive = await api('GET', '/api/v1/user/export');
    const files = unzipSync(archive.rawPayload);
    const account = JSON.parse(strFromU8(files['account.json'] as Uint8Array));
    const exported = account.voice_profiles[0].adaptation;
    expect(exported).toMatchObject({ kind: 'mllr+map', enabled: true });
    const means = files[exported.map_means_file] as Uint8Array;
    expect(strFromU8(means.subarray(0, 3))).toBe('s3\n');
    expect(means.length).toBeGreaterThan(800_000);
    expect(
      exported.mllr_matrix
        .trim()
        .split(/\s+/)
        .every((x: string) => Number.isFinite(Number(x))),
    ).toBe(true);

    const rows = () =>
      app.t.ctx.db
        .selectFrom('voice_adaptations')
        .select('id')
        .where('voice_profile_id', '=', profileId)
        .execute();
    const meansRows = () =>
      app.t.ctx.db.selectFrom('voice_adaptation_means').select('voice_adaptation_id').execute();
    expect(await rows()).toHaveLength(1);
    expect(await meansRows()).toHaveLength(1);
    expect((await api('DELETE', `/api/v1/voice-profile/${profileId}`)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect(await meansRows()).toEqual([]);
  });
});
