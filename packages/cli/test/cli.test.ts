import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CuttingProxy, startCuttingProxy } from './support/cutting-proxy.js';
import { serveFile } from './support/file-server.js';
import { installFromPackage, runOnTerminal } from './support/installed-cli.js';
import { type CliRun, runCli, startCli } from './support/run-cli.js';
import { freePort, startServer, type TestServer, until } from './support/server.js';
import { clipPath, referenceWords, wordsHeard } from './support/speech.js';

/**
 * The built CLI against a real server process and the built-in speech engine, on real speech: three short
 * LibriVox readings (3-6 s), each transcribed once in the whole file.
 */
const CLIPS = [
  'sense_and_sensibility_01_austen_64kb-0880',
  'sense_and_sensibility_01_austen_64kb-0930',
  'sense_and_sensibility_01_austen_64kb-0890',
];

let server: TestServer;
let proxy: CuttingProxy;
let home: string;
let env: Record<string, string>;
/** Another user of the CLI (its own config), logged in to the server directly, not through the proxy. */
let directEnv: Record<string, string>;
let login: CliRun;
let references: Map<string, Set<string>>;

beforeAll(async () => {
  server = await startServer();
  proxy = await startCuttingProxy(server.base);
  home = await mkdtemp(join(tmpdir(), 'transcribe-cli-'));
  env = { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), TRANSCRIBE_RETRY_DELAYS: '0' };
  directEnv = { HOME: home, XDG_CONFIG_HOME: join(home, 'direct') };
  references = await referenceWords();
  login = await runCli(['login', '--url', proxy.base, '--api-key', server.apiKey], env);
  const direct = await runCli(['login', '--url', server.base, '--api-key', server.apiKey], directEnv);
  expect(direct.code, direct.stderr).toBe(0);
});

afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  if (home) await rm(home, { recursive: true, force: true });
});

async function download(audioId: number): Promise<Buffer> {
  const response = await fetch(`${server.base}/api/v1/audio/download/${audioId}`, {
    headers: { authorization: `Bearer ${server.apiKey}` },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

interface FileJson {
  file: string;
  audio_id: number;
  status: string;
  exports: string[];
  resumed_from: number;
}

describe('transcribe (the CLI) against a real server', () => {
  it('logs in and keeps the key in a file only its user may read (0600)', async () => {
    expect(login.code, login.stderr).toBe(0);
    const file = join(home, 'config', 'transcribe', 'config.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(home, 'config', 'transcribe'))).mode & 0o777).toBe(0o700);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ url: proxy.base, apiKey: server.apiKey });
  });

  // The two cases that transcribe run side by side: the server has two workers, and the machine two cores.
  it.concurrent('uploads a directory with --wait --format srt --out, continuing an upload cut in a run before', async () => {
    const dir = join(home, 'recordings');
    const out = join(home, 'subtitles');
    await mkdir(dir);
    for (const clip of CLIPS.slice(0, 2)) await copyFile(clipPath(clip), join(dir, `${clip}.wav`));
    const args = ['upload', dir, '--wait', '--format', 'srt', '--out', out];

    // The network goes 40 KB into the first file and stays down: the run ends as "server unreachable".
    // (Waiting until the server's part file holds the bytes sent before the cut.)
    proxy.cutNextPatch(40_000, (uploadPath, bytes) =>
      until('the server to hold the bytes before the cut', async () => {
        const part = join(server.dataDir, 'uploads', uploadPath.split('/').pop() ?? '');
        return (await stat(part).catch(() => undefined))?.size === bytes || undefined;
      }).then(() => undefined),
    );
    const cut = await runCli(args, env);
    expect(cut.code).toBe(4);
    expect(cut.stderr).toMatch(/Cannot reach the server/);
    expect(proxy.patches).toMatchObject([{ offset: 0, cut: true }]);

    proxy.heal();
    const run = await runCli([...args, '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    const files = (JSON.parse(run.stdout) as { files: FileJson[] }).files;
    expect(files.map((f) => f.status)).toEqual(['completed', 'completed']);

    // The second run took up the first file at the server's offset instead of sending it again.
    const [first, second] = files as [FileJson, FileJson];
    expect(first.resumed_from).toBe(40_000);
    expect(proxy.patches[1]?.offset).toBe(first.resumed_from);
    expect(second.resumed_from).toBe(0);
    expect(await download(first.audio_id)).toEqual(await readFile(clipPath(CLIPS[0] ?? '')));

    expect((await readdir(out)).sort()).toEqual(CLIPS.slice(0, 2).map((clip) => `${clip}.srt`));
    for (const clip of CLIPS.slice(0, 2)) {
      const srt = await readFile(join(out, `${clip}.srt`), 'utf8');
      expect(srt).toMatch(/^\d+\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n/);
      expect(wordsHeard(srt, references.get(clip)).length, srt).toBeGreaterThanOrEqual(2);
    }

    // Sent again: nothing new is kept, and --format exports the file already there.
    const txt = join(home, 'txt');
    const again = await runCli(['upload', clipPath(CLIPS[0] ?? ''), '--format', 'txt', '--out', txt], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`already transcribed as ${first.audio_id}`);
    const text = await readFile(join(txt, `${CLIPS[0]}.txt`), 'utf8');
    expect(wordsHeard(text, references.get(CLIPS[0] ?? '')).length).toBeGreaterThanOrEqual(2);
    const byId = await runCli(['export', String(second.audio_id), '--format', 'vtt', '--out', '-'], env);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toMatch(/^WEBVTT/);

    // Imported from a link: the server downloads it, finds the same file, and the export is that file's.
    const fileServer = await serveFile(clipPath(CLIPS[1] ?? ''));
    try {
      const link = `${fileServer.base}/${CLIPS[1]}.wav`;
      const imported = await runCli(['import', link, '--format', 'csv', '--out', txt, '--json'], env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(JSON.parse(imported.stdout)).toMatchObject({
        files: [{ file: link, duplicate_of: second.audio_id, status: 'completed' }],
      });
      expect(await readFile(join(txt, `${CLIPS[1]}.csv`), 'utf8')).toMatch(/\d/);
    } finally {
      await fileServer.close();
    }
  });

  it.concurrent('watches a directory: a file copied in later is sent once its size settles, its export lands beside it, and a restart does not send it again', async () => {
    const dir = join(home, 'inbox');
    await mkdir(dir);
    const clip = CLIPS[2] ?? '';
    const watch = startCli(['watch', dir, '--format', 'srt', '--interval', '0.2', '--json'], directEnv);
    await until('the watch to start', () => watch.output.stdout.includes('"watching"') || undefined);
    await copyFile(clipPath(clip), join(dir, `${clip}.wav`));
    const srtPath = join(dir, `${clip}.srt`);
    await until(
      'the export beside the file',
      () =>
        stat(srtPath).then(
          () => true,
          () => undefined,
        ),
      60_000,
    );
    watch.child.kill('SIGTERM');
    const ended = await watch.done;
    expect(ended.code, ended.stderr).toBe(0);
    const events = ended.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { event: string });
    expect(events.map((e) => e.event)).toEqual(['watching', 'sent', 'done']);
    const heard = wordsHeard(await readFile(srtPath, 'utf8'), references.get(clip));
    expect(heard.length).toBeGreaterThanOrEqual(2);

    const again = await runCli(
      ['watch', dir, '--format', 'srt', '--interval', '0.1', '--once', '--json'],
      directEnv,
    );
    expect(again.code, again.stderr).toBe(0);
    expect(
      again.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).event),
    ).toEqual(['watching']);
    const list = await runCli(['list', '--json'], directEnv);
    expect(list.code).toBe(0);
    const listed = (JSON.parse(list.stdout) as { files: { file_name: string; status: string }[] }).files;
    expect(listed.filter((f) => f.file_name === `${clip}.wav`)).toEqual([
      expect.objectContaining({ status: 'completed' }),
    ]);
  });

  it('installs from its package, draws its progress as bars redrawn in place on a terminal, and as lines in a pipe', async () => {
    const transcribe = await installFromPackage(await mkdtemp(join(home, 'install-')));
    const file = clipPath(CLIPS[0] ?? ''); // transcribed above: sent again, its transcript is the one there
    const name = basename(file);
    const full = `[${'#'.repeat(24)}] 100%`;

    const onTerminal = await runOnTerminal([transcribe, 'upload', file, '--wait'], directEnv);
    expect(onTerminal.code, onTerminal.stdout).toBe(0);
    expect(onTerminal.stdout).toContain(`\r\x1b[2K${name} ${full}`);
    expect(onTerminal.stdout).toContain(`\r\x1b[2Ktranscribing 1 file ${full}`);
    expect(onTerminal.stdout).toMatch(/already transcribed as \d+/);

    const piped = await runCli(['upload', file, '--wait'], directEnv, undefined, transcribe);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).toContain(`${name}: 100%`);
    expect(piped.stderr).toContain('transcribing 1 file: 100%');
    expect(piped.stderr).not.toContain('\x1b[');
  });

  it('ends with exit codes scripts can tell apart: usage 2, refused key 3, server unreachable 4', async () => {
    expect((await runCli(['upload'], env)).code).toBe(2);
    expect((await runCli(['upload', home, '--format', 'mp3'], env)).code).toBe(2);
    expect((await runCli(['frobnicate'], env)).code).toBe(2);

    const refused = await runCli(
      ['login', '--url', server.base, '--api-key', 'tsk_not-a-key', '--json'],
      env,
    );
    expect(refused.code).toBe(3);
    expect(JSON.parse(refused.stdout)).toMatchObject({ exit_code: 3 });
    const stranger = { HOME: join(home, 'stranger'), XDG_CONFIG_HOME: join(home, 'stranger') };
    expect((await runCli(['list'], stranger)).code).toBe(3);
    await mkdir(join(home, 'stranger', 'transcribe'), { recursive: true });
    const badKey = JSON.stringify({ url: server.base, apiKey: 'tsk_revoked' });
    await writeFile(join(home, 'stranger', 'transcribe', 'config.json'), badKey);
    expect((await runCli(['list'], stranger)).code).toBe(3);

    const closed = `http://127.0.0.1:${await freePort()}`;
    const gone = await runCli(['login', '--url', closed, '--api-key', server.apiKey, '--json'], env);
    expect(gone.code).toBe(4);
    expect(JSON.parse(gone.stdout)).toMatchObject({ code: 'UNREACHABLE', exit_code: 4 });
  });
});
