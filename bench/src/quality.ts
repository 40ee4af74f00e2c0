import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wordErrorRate } from '@transcribe/evaluation';
import { readConversations } from './conversations.js';
import { machine, signUpAndLogIn, startServer, uploadFile } from './server-process.js';
import { readSpeech } from './speech-files.js';

/**
 * How far each installed mode's transcripts can be trusted on real recordings, through the real server: the
 * word error rate where a reference exists, and the transcript's own `audio_transcript_quality` (its share of
 * unsure words and the verdict). Read speech (a LibriVox reading, two-person LibriSpeech mixes) against
 * meetings (AMI excerpts). `BENCH_MIXES=8` (default) caps how many of the 32 mixes are transcribed.
 */
const MIXES_DIR = new URL('../../../shared/data/two-speaker-mixes', import.meta.url).pathname;
const mixCount = Number(process.env.BENCH_MIXES ?? 8);

interface Recording {
  name: string;
  kind: 'read' | 'meeting';
  path: string;
  reference?: string;
}

function recordings(): Recording[] {
  const reading = readSpeech(0.4);
  const mixWords = JSON.parse(readFileSync(join(MIXES_DIR, 'words.json'), 'utf8')) as {
    file: string;
    start: number;
    words: string;
  }[];
  const mixes = [...new Set(mixWords.map((turn) => turn.file))].sort().slice(0, mixCount);
  return [
    { name: 'LibriVox reading (25 s)', kind: 'read', path: reading.path, reference: reading.reference },
    ...mixes.map((file) => ({
      name: `two readers, ${file}`,
      kind: 'read' as const,
      path: join(MIXES_DIR, `${file}.flac`),
      reference: mixWords
        .filter((turn) => turn.file === file)
        .sort((a, b) => a.start - b.start)
        .map((turn) => turn.words)
        .join(' '),
    })),
    ...readConversations().map((c) => ({
      name: `AMI meeting ${c.id}`,
      kind: 'meeting' as const,
      path: c.path,
    })),
  ];
}

interface Transcript {
  audio_transcript_status: string;
  audio_transcript_quality: { unsure_share: number; verdict: string } | null;
  audio_transcript_data: {
    audio_transcript_data_segment: { audio_transcript_data_segment_transcript: string }[];
  }[];
}

async function transcribe(url: string, token: string, path: string, modelId: number): Promise<Transcript> {
  const auth = { authorization: `Bearer ${token}` };
  const upload = await uploadFile(url, token, path);
  const audioId = (JSON.parse(upload.body) as { data: { audio_id: number } }).data.audio_id;
  const started = await fetch(`${url}/api/v1/audio/transcript/${audioId}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      audio_transcript_model_id: modelId,
      audio_transcript_language_id: 1,
      audio_transcript_num_speakers: 0,
    }),
  });
  if (started.status !== 201) throw new Error(`${path} was not transcribed: ${await started.text()}`);
  const id = ((await started.json()) as { data: { audio_transcript_id: number } }).data.audio_transcript_id;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await fetch(`${url}/api/v1/audio/transcript/${id}`, { headers: auth });
    if (answer.status === 200) return ((await answer.json()) as { data: Transcript }).data;
    const error = (await answer.json()) as { code?: string; message?: string };
    const waiting = error.code === 'TRANSCRIPT_NOT_READY' && !/failed|cancelled/.test(error.message ?? '');
    if (!waiting) throw new Error(`transcript ${id}: ${JSON.stringify(error)}`);
  }
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

const server = await startServer();
try {
  // The install's first account is its administrator: it lifts the bench account's daily limit.
  const admin = await signUpAndLogIn(server.url, `admin-${Date.now()}@example.com`);
  const token = await signUpAndLogIn(server.url);
  const me = (await (
    await fetch(`${server.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { user_id: number } };
  const lifted = await fetch(`${server.url}/api/v1/admin/users/${me.data.user_id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'premium' }),
  });
  if (!lifted.ok) throw new Error(`the plan stayed: ${await lifted.text()}`);
  const models = (
    (await (
      await fetch(`${server.url}/api/v1/audio/transcript/model`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: {
        audio_transcript_model_id: number;
        audio_transcript_model_name: string;
        audio_transcript_model_languages: string[];
      }[];
    }
  ).data.filter((model) => model.audio_transcript_model_languages.includes('en'));
  console.log(`# Transcript quality by mode (${machine()}, ${new Date().toISOString().slice(0, 10)})\n`);
  console.log('| mode | recording | kind | WER | unsure words | verdict |');
  console.log('|---|---|---|---|---|---|');
  const shares: Record<string, number[]> = {};
  for (const model of models)
    for (const recording of recordings()) {
      const transcript = await transcribe(server.url, token, recording.path, model.audio_transcript_model_id);
      const text = transcript.audio_transcript_data
        .flatMap((block) => block.audio_transcript_data_segment)
        .map((segment) => segment.audio_transcript_data_segment_transcript)
        .join(' ');
      const wer = recording.reference
        ? percent(wordErrorRate(recording.reference, text).wer)
        : 'no reference';
      const quality = transcript.audio_transcript_quality;
      const key = `${model.audio_transcript_model_name}, ${recording.kind}`;
      if (quality) shares[key] = [...(shares[key] ?? []), quality.unsure_share];
      console.log(
        `| ${model.audio_transcript_model_name} | ${recording.name} | ${recording.kind} | ${wer} | ` +
          `${quality ? percent(quality.unsure_share) : '-'} | ${quality?.verdict ?? '-'} |`,
      );
    }
  console.log('\n| mode, kind | unsure words: lowest | highest |');
  console.log('|---|---|---|');
  for (const [key, values] of Object.entries(shares))
    console.log(`| ${key} | ${percent(Math.min(...values))} | ${percent(Math.max(...values))} |`);
} finally {
  await server.stop();
}
