import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { wordErrorRate } from '@transcribe/evaluation';
import { parsePocketsphinxOutput, pocketsphinxArgs } from '@transcribe/server/pipeline';
import { machine, memoryMiB, signUpAndLogIn, startServer, uploadFile } from './server-process.js';
import { readSpeech } from './speech-files.js';

/**
 * The speed, memory and accuracy of transcription through the real server (upload, request, worker,
 * stored transcript), beside one pocketsphinx_continuous run on the whole file with the same models.
 * `BENCH_MINUTES=5,30` (default) picks the file lengths.
 */
const MODELS = new URL('../../models', import.meta.url).pathname;
const minutesList = (process.env.BENCH_MINUTES ?? '5,30').split(',').map(Number);

interface Row {
  label: string;
  seconds: number;
  audioSeconds: number;
  rssMiB: number | undefined;
  wer: number;
}

async function throughServer(path: string, reference: string, audioSeconds: number): Promise<Row> {
  const server = await startServer();
  try {
    const token = await signUpAndLogIn(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const upload = await uploadFile(server.url, token, path);
    const audioId = (JSON.parse(upload.body) as { data: { audio_id: number } }).data.audio_id;
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/audio/transcript/${audioId}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        audio_transcript_model_id: 1,
        audio_transcript_language_id: 1,
        audio_transcript_num_speakers: 1,
      }),
    });
    const transcriptId = ((await res.json()) as { data: { audio_transcript_id: number } }).data
      .audio_transcript_id;
    let status = 'queued';
    while (status !== 'completed' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const item = (await (
        await fetch(`${server.url}/api/v1/audio/${audioId}`, { headers: auth })
      ).json()) as {
        data: { audio_transcript: { audio_transcript_status: string }[] };
      };
      status = item.data.audio_transcript[0]?.audio_transcript_status ?? 'missing';
    }
    const seconds = (performance.now() - started) / 1000;
    const rssMiB = memoryMiB(server.child.pid ?? 0).peak;
    const stages = /"msg":"(transcript \d+ \(.*?)"/.exec(server.output())?.[1];
    if (stages) console.log(`<!-- ${stages} -->`);
    if (status !== 'completed') throw new Error('the transcription failed');
    const data = (await (
      await fetch(`${server.url}/api/v1/audio/transcript/${transcriptId}`, { headers: auth })
    ).json()) as {
      data: {
        audio_transcript_data: {
          audio_transcript_data_segment: { audio_transcript_data_segment_transcript: string }[];
        }[];
      };
    };
    const text = data.data.audio_transcript_data
      .flatMap((b) => b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript))
      .join(' ');
    return {
      label: `pipeline (${availableParallelism()} cores)`,
      seconds,
      audioSeconds,
      rssMiB,
      wer: wordErrorRate(reference, text).wer,
    };
  } finally {
    await server.stop();
  }
}

/** ffmpeg | pocketsphinx_continuous on the whole file: one process, the way it is usually run. */
async function singleProcess(path: string, reference: string, audioSeconds: number): Promise<Row> {
  const started = performance.now();
  const stdout = await new Promise<string>((resolve, reject) => {
    // The shell pipes ffmpeg's PCM into pocketsphinx; $0 is the file, "$@" pocketsphinx's arguments.
    const script = 'ffmpeg -v error -i "$0" -ac 1 -ar 16000 -f s16le - | pocketsphinx_continuous "$@"';
    const args = ['-c', script, path, ...pocketsphinxArgs('/dev/stdin', MODELS)];
    const child = spawn('sh', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pocketsphinx exited with ${code}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const text = parsePocketsphinxOutput(stdout, 0)
    .map((w) => w.word)
    .join(' ');
  return {
    label: 'single pocketsphinx_continuous',
    seconds,
    audioSeconds,
    rssMiB: undefined,
    wer: wordErrorRate(reference, text).wer,
  };
}

const repeats = Number(process.env.BENCH_REPEATS ?? 1);
const mean = (rows: Row[], pick: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0) / rows.length;

console.log(`machine: ${machine()}`);
console.log(`date:    ${new Date().toISOString()}`);
console.log(
  `runs:    ${repeats} of each, alternating (the machine's speed drifts; alternation shares the drift out)`,
);
console.log('| file | run | wall-clock | real-time factor | speed-up | peak RSS (server) | WER |');
console.log('|---|---|---|---|---|---|---|');
for (const minutes of minutesList) {
  const { path, reference, seconds: audioSeconds } = readSpeech(minutes);
  const pipelineRuns: Row[] = [];
  const baselineRuns: Row[] = [];
  for (let run = 0; run < repeats; run++) {
    // Alternate which goes first, so neither always gets the quieter moment.
    if (run % 2 === 0) {
      pipelineRuns.push(await throughServer(path, reference, audioSeconds));
      baselineRuns.push(await singleProcess(path, reference, audioSeconds));
    } else {
      baselineRuns.push(await singleProcess(path, reference, audioSeconds));
      pipelineRuns.push(await throughServer(path, reference, audioSeconds));
    }
  }
  const baselineSeconds = mean(baselineRuns, (r) => r.seconds);
  for (const runs of [pipelineRuns, baselineRuns]) {
    const seconds = mean(runs, (r) => r.seconds);
    const rss =
      runs[0]?.rssMiB === undefined ? 'n/a' : `${Math.max(...runs.map((r) => r.rssMiB ?? 0)).toFixed(0)} MiB`;
    console.log(
      `| ${(audioSeconds / 60).toFixed(1)} min | ${runs[0]?.label} | ${seconds.toFixed(1)} s | ${(seconds / audioSeconds).toFixed(3)} | ${(baselineSeconds / seconds).toFixed(2)}x | ${rss} | ${(mean(runs, (r) => r.wer) * 100).toFixed(1)}% |`,
    );
  }
}
