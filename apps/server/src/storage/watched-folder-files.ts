import { createHash } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Where handled files go, inside the watched folder itself (so a rename moves them, on any filesystem). */
export const DONE_FOLDER = 'done';
export const FAILED_FOLDER = 'failed';

/** Names that copy tools and browsers give a file still being written; it is imported once renamed. */
const PARTIAL_SUFFIXES = ['.part', '.partial', '.tmp', '.crdownload', '.download', '.filepart'];

/** A file waiting in a watched folder, as one look at it found it. */
export interface WatchedFile {
  path: string;
  name: string;
  size: number;
  mtimeMs: number;
}

/** Checks the folder is a folder this process may write in, and makes its done/ and failed/ folders. */
export async function prepareWatchedFolder(path: string): Promise<void> {
  const info = await stat(path).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${path} is not a folder`);
  await access(path, constants.R_OK | constants.W_OK).catch(() => {
    throw new Error(`${path} cannot be read and written by this process`);
  });
  await mkdir(join(path, DONE_FOLDER), { recursive: true });
  await mkdir(join(path, FAILED_FOLDER), { recursive: true });
}

/**
 * The plain files at the top of the folder: hidden files, partial downloads, links and folders (done/ and
 * failed/ among them) are left alone.
 */
export async function listWatchedFiles(folder: string): Promise<WatchedFile[]> {
  const files: WatchedFile[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    if (PARTIAL_SUFFIXES.includes(extname(entry.name).toLowerCase())) continue;
    const path = join(folder, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (info) files.push({ path, name: entry.name, size: info.size, mtimeMs: info.mtimeMs });
  }
  return files;
}

/** The SHA-256 of the file's content, read as a stream (hex). */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Whether the file is still there with the size and time it had when `file` was taken. */
export async function unchangedSince(file: WatchedFile): Promise<boolean> {
  const info = await stat(file.path).catch(() => undefined);
  return info?.size === file.size && info.mtimeMs === file.mtimeMs;
}

/** Moves the file into done/ (under a free name); undefined when it is already gone. */
export function moveToDone(file: WatchedFile): Promise<string | undefined> {
  return moveInto(file, DONE_FOLDER);
}

/** Moves the file into failed/ with `<name>.reason.txt` beside it saying why; undefined when it is gone. */
export async function moveToFailed(file: WatchedFile, reason: string): Promise<string | undefined> {
  const moved = await moveInto(file, FAILED_FOLDER);
  if (moved) await writeFile(`${moved}.reason.txt`, `${reason}\n`);
  return moved;
}

async function moveInto(file: WatchedFile, folderName: string): Promise<string | undefined> {
  const folder = join(file.path, '..', folderName);
  await mkdir(folder, { recursive: true });
  const target = await freeName(folder, file.name);
  try {
    await rename(file.path, target);
    return target;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `name`, or `name (2).ext`, `name (3).ext`, ... whichever is not taken in the folder. */
async function freeName(folder: string, name: string): Promise<string> {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; ; n++) {
    const candidate = join(folder, n === 1 ? name : `${stem} (${n})${extension}`);
    const taken = await stat(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}
