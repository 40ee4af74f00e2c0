import { mkdirSync, writeFileSync } from 'node:fs';
import { createDatabase } from '@transcribe/server/db';
import autocannon from 'autocannon';
import { random, transcriptText, vocabulary, zipfSampler } from './fulltext-corpus.js';
import { completedTranscriptRow } from './seed-rows.js';
import { machine, signUpAndLogIn, startServer, uploadFile } from './server-process.js';

/**
 * BENCH_USERS users (default 50) at once against the embedded server on loopback for BENCH_SECONDS
 * (default 60): each connection is one user, listing their files, reading their transcript (about 1,500
 * words) and streaming their recording (a LibriVox reading, Range requests as a player makes). Prints
 * requests per second, latency p50/p99, and errors (which must be none).
 */
const USERS = Number(process.env.BENCH_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CLIP = '/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav';

const server = await startServer({ AUTH_RATE_LIMIT_PER_IP: '100000', UPLOAD_RATE_LIMIT_PER_USER: '100000' });
const db = createDatabase({ kind: 'sqlite', file: `${server.dataDir}/app.db` });
try {
  const next = random(7);
  const words = vocabulary(20_000, next);
  const rank = zipfSampler(words.length, next);
  const users: { token: string; audioId: number; transcriptId: number; folderId: number }[] = [];
  for (let i = 0; i < USERS; i++) {
    const email = `load-${i}-${Date.now()}@example.com`;
    const token = await signUpAndLogIn(server.url, email);
    const upload = JSON.parse((await uploadFile(server.url, token, CLIP, { name: `call-${i}.wav` })).body);
    const audio = upload.data as { audio_id: number };
    const folders = await fetch(`${server.url}/api/v1/folder`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const root = ((await folders.json()) as { data: { folder_id: number }[] }).data[0]?.folder_id ?? 0;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const segments = transcriptText(1_500, () => words[rank()] as string, next);
    const now = new Date().toISOString();
    const transcript = await db
      .insertInto('transcripts')
      .values(completedTranscriptRow(user.id, audio.audio_id, segments, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push({ token, audioId: audio.audio_id, transcriptId: transcript.id, folderId: root });
  }

  type Context = { user?: (typeof users)[number] };
  let assigned = 0;
  const as = (path: (u: (typeof users)[number]) => string, headers: Record<string, string> = {}) => ({
    method: 'GET' as const,
    setupRequest: (request: autocannon.Request, context: Context) => {
      context.user ??= users[assigned++ % users.length];
      const user = context.user as (typeof users)[number];
      return { ...request, path: path(user), headers: { ...headers, authorization: `Bearer ${user.token}` } };
    },
  });
  const result = await autocannon({
    url: server.url,
    connections: USERS,
    duration: SECONDS,
    initialContext: {},
    requests: [
      as((u) => `/api/v1/audio?folder_id=${u.folderId}`),
      as((u) => `/api/v1/audio/transcript/${u.transcriptId}`),
      as((u) => `/api/v1/audio/stream/${u.audioId}?token=${u.token}`, { range: 'bytes=0-65535' }),
    ],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const line =
    `${USERS} users for ${SECONDS} s: ${result.requests.average.toFixed(0)} requests/s, ` +
    `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `${(result.throughput.average / 1024 / 1024).toFixed(1)} MiB/s, ${result.requests.total} requests, ${errors} errors ` +
    `(${result.errors} connection, ${result.timeouts} timeouts, ${result.non2xx} not 2xx)`;
  console.log(line);
  mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../results/load.md', import.meta.url),
    `# Load bench (\`npm run bench:load\`)\n\nMachine: ${machine()}; ${new Date().toISOString().slice(0, 10)}.\n\n` +
      'Embedded server (SQLite) on loopback. Each connection is one user: their file list, their transcript ' +
      '(about 1,500 words, 150 segments) and 64 KiB ranges of their recording, in turn.\n\n' +
      `${line}\n`,
  );
  if (errors > 0) process.exitCode = 1;
} finally {
  await db.destroy();
  await server.stop();
}
