import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGuardedProxy } from './guarded-proxy.js';
import { DownloadError } from './media-download.js';

export interface VideoSiteOptions {
  /** The yt-dlp program: a path, or a name found on PATH. */
  ytdlpPath: string;
  allowPrivate: boolean;
  /** Larger recordings are not downloaded. */
  maxBytes: number;
  /** The addresses refused (default: private and local ones; a test may name its own). */
  refused?: (address: string) => boolean;
  signal?: AbortSignal;
}

/** A recording yt-dlp fetched from a page: its file (removed by `remove`), size and name. */
export interface VideoSiteRecording {
  path: string;
  size: number;
  fileName: string;
  remove(): Promise<void>;
}

/** Too long for one page's recording: given up. */
const TIMEOUT_MS = 30 * 60_000;

/**
 * The recording of a page of a video site (or any page yt-dlp understands), downloaded by yt-dlp into a
 * temporary folder: the best audio it offers, else the best whole format. yt-dlp reaches the sites through a
 * proxy of this process that checks every address connected to, as the server's own downloads do. A page
 * yt-dlp cannot read, a recording over the limit and a refused address reject with a DownloadError; a
 * machine without yt-dlp rejects with `unavailable`.
 */
export async function downloadFromPage(url: string, options: VideoSiteOptions): Promise<VideoSiteRecording> {
  const dir = await mkdtemp(join(tmpdir(), 'transcribe-ytdlp-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const proxy = await startGuardedProxy(options.allowPrivate, options.refused);
  try {
    const args = [
      '--ignore-config',
      '--no-playlist',
      '--no-progress',
      '--no-warnings',
      '--proxy',
      proxy.url,
      '--format',
      'bestaudio/best',
      '--max-filesize',
      String(options.maxBytes),
      '--socket-timeout',
      '60',
      '--output',
      join(dir, '%(title).150B.%(ext)s'),
      '--',
      url,
    ];
    const { code, stderr, stdout } = await run(options.ytdlpPath, args, options.signal);
    if (proxy.refusals[0]) throw new DownloadError('refused', proxy.refusals[0]);
    const name = (await readdir(dir)).find((file) => !file.endsWith('.part') && !file.endsWith('.ytdl'));
    if (code === 0 && !name && /larger than max-filesize/i.test(`${stdout}${stderr}`))
      throw new DownloadError('too-large', 'The recording on this page is larger than the upload limit.');
    if (code !== 0 || !name) throw new DownloadError('not-media', failureOf(stderr));
    const path = join(dir, name);
    return { path, size: (await stat(path)).size, fileName: name, remove };
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await proxy.close();
  }
}

/** yt-dlp's last ERROR line, made a sentence for the user. */
function failureOf(stderr: string): string {
  const error = stderr
    .split('\n')
    .filter((line) => line.startsWith('ERROR:'))
    .at(-1)
    ?.replace(/^ERROR:\s*(\[[^\]]+\]\s*)?/, '')
    .trim();
  return error
    ? `No recording could be taken from this page: ${error.slice(0, 300)}`
    : 'The link leads to a web page with no recording on it that could be downloaded.';
}

function run(
  program: string,
  args: string[],
  signal: AbortSignal | undefined,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: TIMEOUT_MS, signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout = (stdout + chunk.toString()).slice(-20_000);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new DownloadError('unavailable', 'yt-dlp is not installed.') : error),
    );
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
