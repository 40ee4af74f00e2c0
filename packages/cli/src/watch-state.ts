import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** What `watch` did with one file of the folder, by its name. */
export interface WatchedFile {
  size: number;
  mtimeMs: number;
  audio_id: number | null;
  transcript_id: number | null;
  /** sent: transcription under way; done: transcribed (and exported); failed: refused or not transcribed. */
  status: 'sent' | 'done' | 'failed';
  exports: string[];
  error?: string;
}

export interface WatchState {
  files: Record<string, WatchedFile>;
}

/** Kept in the watched folder itself (hidden), so it goes wherever the folder goes; delete it to send again. */
export const STATE_NAME = '.transcribe-watch.json';

export async function loadWatchState(dir: string): Promise<WatchState> {
  const text = await readFile(join(dir, STATE_NAME), 'utf8').catch(() => undefined);
  if (text === undefined) return { files: {} };
  try {
    const value: unknown = JSON.parse(text);
    const files =
      typeof value === 'object' && value !== null ? (value as { files?: unknown }).files : undefined;
    return { files: typeof files === 'object' && files !== null ? (files as WatchState['files']) : {} };
  } catch {
    return { files: {} };
  }
}

/** Replaces the state file whole (written beside it, then renamed), so a kill never leaves half of it. */
export async function saveWatchState(dir: string, state: WatchState): Promise<void> {
  const path = join(dir, STATE_NAME);
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temp, path);
}

/** True when `name` was handled already as it is now (same size and modification time). */
export const alreadyHandled = (state: WatchState, name: string, size: number, mtimeMs: number) => {
  const known = state.files[name];
  return known !== undefined && known.size === size && known.mtimeMs === mtimeMs;
};
