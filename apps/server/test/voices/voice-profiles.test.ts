import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TSpeakerBlock, ZVoiceProfileListResponse, ZVoiceProfileResponse } from '@transcribe/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../src/test-support/accounts.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import {
  completedTranscript,
  createWorkerTestApp,
  type WorkerTestApp,
} from '../../src/test-support/worker-app.js';

// Voice profiles on real voices: the woman of Debian's Asterisk prompts is enrolled from prompts of hers
// that the four-voice conversation does not hold, then recognised by name in that conversation, while the
// three other people there (a LibriVox reader, the ALSA announcer, a man reading digits) and the people of
// an AMI meeting are never given her name. No speaker model here: the built-in MFCC statistics.

const ALLISON = '/usr/share/asterisk/sounds/en_US_f_Allison';
const ENROL_PROMPTS = [
  'basic-pbx-ivr-main',
  'conf-adminmenu',
  'call-fwd-unconditional',
  'cannot-complete-as-dialed',
  'all-circuits-busy-now',
  'conf-getpin',
  'agent-loggedoff',
];

/** Her prompts one after another, with short pauses, as one WAV. */
function enrolmentFile(): string {
  const path = join(tmpdir(), 'transcribe-allison-enrol.wav');
  if (existsSync(path)) return path;
  const inputs = ENROL_PROMPTS.flatMap((name) => ['-i', join(ALLISON, `${name}.wav`)]);
  const filter = `${ENROL_PROMPTS.map((_, i) => `[${i}:a]apad=pad_dur=0.5[a${i}];`).join('')}${ENROL_PROMPTS.map((_, i) => `[a${i}]`).join('')}concat=n=${ENROL_PROMPTS.length}:v=0:a=1`;
  execFileSync('ffmpeg', [
    '-nostdin',
    '-y',
    '-v',
    'error',
    ...inputs,
    '-filter_complex',
    filter,
    '-ar',
    '16000',
    '-ac',
    '1',
    `${path}.tmp.wav`,
  ]);
  execFileSync('mv', [`${path}.tmp.wav`, path]);
  return path;
}

/** Seconds of each reference person's speech, by the name the transcript gives it. */
function labelledTime(blocks: TSpeakerBlock[], turns: { speaker: string; start: number; end: number }[]) {
  const time = new Map<string, Map<string, number>>();
  for (const block of blocks)
    for (const segment of block.audio_transcript_data_segment)
      for (const word of segment.audio_transcript_data_segment_words) {
        const turn = turns.find(
          (t) => (word.start + word.end) / 2 >= t.start && (word.start + word.end) / 2 < t.end,
        );
        if (!turn) continue;
        const byName = time.get(turn.speaker) ?? new Map<string, number>();
        byName.set(
          block.audio_transcript_data_speaker,
          (byName.get(block.audio_transcript_data_speaker) ?? 0) + word.end - word.start,
        );
        time.set(turn.speaker, byName);
      }
  return time;
}

describe('voice profiles on real voices', { timeout: 300_000 }, () => {
  let app: WorkerTestApp;
  let enrolAudioId: number;
  let conversationAudioId: number;
  let profileId: number;
  beforeAll(async () => {
    app = await createWorkerTestApp();
  });
  afterAll(() => app.t.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.t.app.inject({ method, url, headers: app.session.auth, payload });
  const renameSpeakers = async (id: number, blocks: TSpeakerBlock[], name: string) => {
    const res = await api('PUT', `/api/v1/audio/transcript/${id}`, {
      audio_transcript_data: blocks.map((b) => ({
        ...b,
        audio_transcript_data_speaker: name,
        audio_transcript_data_segment: [],
      })),
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it("saves a named speaker's voice from one file, and refuses what cannot be saved", async () => {
    const { id, transcript } = await completedTranscript(app, enrolmentFile(), 'allison-prompts.wav');
    enrolAudioId = transcript.audio_id;
    // Not yet named: the viewer's "Speaker 1" is no one's name.
    const unnamed = await api('POST', '/api/v1/voice-profile', {
      audio_id: enrolAudioId,
      speaker: 'Speaker 1',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain('Name the speaker before saving their voice.');
    await renameSpeakers(id, transcript.audio_transcript_data, 'Allison');
    const missing = await api('POST', '/api/v1/voice-profile', { audio_id: enrolAudioId, speaker: 'Bob' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('This transcript has no speaker named Bob.');

    const saved = await api('POST', '/api/v1/voice-profile', { audio_id: enrolAudioId, speaker: 'Allison' });
    expect(saved.statusCode, saved.body).toBe(201);
    const profile = ZVoiceProfileResponse.parse(saved.json()).data;
    profileId = profile.voice_profile_id;
    expect(profile).toMatchObject({
      voice_profile_name: 'Allison',
      voice_profile_methods: ['mfcc'],
      voice_profile_audio_id: enrolAudioId,
      voice_profile_audio_name: 'allison-prompts.wav',
    });
    expect(profile.voice_profile_seconds).toBeGreaterThan(10);
    const again = await api('POST', '/api/v1/voice-profile', {
      audio_id: enrolAudioId,
      speaker: 'Allison',
      name: 'allison',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VOICE_PROFILE_NAME_TAKEN',
      message: 'A voice profile named allison exists.',
    });

    // One short announcement: too little speech to know a voice by.
    const short = await completedTranscript(app, '/usr/share/sounds/alsa/Front_Center.wav', 'front.wav');
    await renameSpeakers(short.id, short.transcript.audio_transcript_data, 'Announcer');
    const tooShort = await api('POST', '/api/v1/voice-profile', {
      audio_id: short.transcript.audio_id,
      speaker: 'Announcer',
    });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().code).toBe('TOO_LITTLE_SPEECH');
  });

  it('names her in another recording, and no one else', async () => {
    const { wav, turns } = speechFixtures().conversation;
    const { id, transcript } = await completedTranscript(app, wav, 'four-voices.wav', {
      audio_transcript_num_speakers: 4,
    });
    conversationAudioId = transcript.audio_id;
    const time = labelledTime(transcript.audio_transcript_data, turns);
    const total = (who: string) => [...(time.get(who)?.values() ?? [])].reduce((a, b) => a + b, 0);
    const asAllison = (who: string) => time.get(who)?.get('Allison') ?? 0;
    const right = asAllison('operator') / total('operator');
    const others = ['reader', 'announcer', 'digits'];
    const wrong =
      others.reduce((sum, who) => sum + asAllison(who), 0) / others.reduce((sum, who) => sum + total(who), 0);
    const identified = transcript.audio_transcript_produced_by?.identified_speakers ?? [];
    console.log(
      `voice profile "Allison" (MFCC statistics) in the four-voice conversation: ${(right * 100).toFixed(0)}% of her ` +
        `speech labelled hers, ${(wrong * 100).toFixed(0)}% of the other three people's labelled hers; ` +
        `similarity ${identified.map((i) => i.similarity).join(', ')}`,
    );
    expect(right).toBeGreaterThan(0.6);
    expect(wrong).toBe(0);
    expect(identified).toEqual([{ name: 'Allison', similarity: expect.any(Number), method: 'mfcc' }]);
    // The exports carry the name too.
    const txt = await api('POST', `/api/v1/audio/transcript/export/${id}`, {
      audio_transcript_export_type: 'txt',
    });
    expect(txt.statusCode).toBe(200);
    expect(txt.body).toContain('Allison');

    // A meeting of four other people: nobody there is her.
    const meeting = await completedTranscript(
      app,
      join('../shared/data/conversations', 'trn05.flac'),
      'meeting.flac',
      {
        audio_transcript_num_speakers: 0,
      },
    );
    const names = new Set(
      meeting.transcript.audio_transcript_data.map((b) => b.audio_transcript_data_speaker),
    );
    expect(names.has('Allison')).toBe(false);
  });

  it('renames, re-trains from another transcript, exports as numbers and deletes', async () => {
    const renamed = await api('PATCH', `/api/v1/voice-profile/${profileId}`, { name: 'Allison Smith' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const list = ZVoiceProfileListResponse.parse((await api('GET', '/api/v1/voice-profile')).json()).data;
    expect(list.map((p) => p.voice_profile_name)).toEqual(['Allison Smith']);

    // Re-trained from the other recording, where her voice named her.
    const retrained = await api('POST', `/api/v1/voice-profile/${profileId}/train`, {
      audio_id: conversationAudioId,
      speaker: 'Allison',
    });
    expect(retrained.statusCode, retrained.body).toBe(200);
    const trained = ZVoiceProfileResponse.parse(retrained.json()).data;
    expect(trained).toMatchObject({
      voice_profile_name: 'Allison Smith',
      voice_profile_audio_name: 'four-voices.wav',
    });

    const archive = await api('GET', '/api/v1/user/export');
    const account = JSON.parse(strFromU8(unzipSync(archive.rawPayload)['account.json'] as Uint8Array));
    expect(account.voice_profiles).toHaveLength(1);
    expect(
      account.voice_profiles[0].voice_prints[0].vector.every((x: unknown) => typeof x === 'number'),
    ).toBe(true);

    expect((await api('DELETE', `/api/v1/voice-profile/${profileId}`)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/v1/voice-profile/${profileId}`)).statusCode).toBe(404);
    expect(ZVoiceProfileListResponse.parse((await api('GET', '/api/v1/voice-profile')).json()).data).toEqual(
      [],
    );
  });

  it("goes with the account: deleting it deletes the user's saved voices", async () => {
    const saved = await api('POST', '/api/v1/voice-profile', { audio_id: enrolAudioId, speaker: 'Allison' });
    expect(saved.statusCode, saved.body).toBe(201);
    const userId = app.session.user.user_id;
    const gone = await api('DELETE', '/api/v1/user/me', { user_password: PASSWORD });
    expect(gone.statusCode, gone.body).toBe(200);
    const rows = await app.t.ctx.db
      .selectFrom('voice_profiles')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
