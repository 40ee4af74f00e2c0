import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { usageError } from './errors.js';

/** What a directory's files must end with to be sent: the audio and video formats ffmpeg reads. */
export const MEDIA_EXTENSIONS = new Set(
  [
    'aac',
    'aif',
    'aiff',
    'amr',
    'au',
    'flac',
    'm4a',
    'm4b',
    'mka',
    'mp2',
    'mp3',
    'oga',
    'ogg',
    'opus',
    'spx',
    'wav',
    'weba',
    'wma',
    '3gp',
    'avi',
    'flv',
    'm4v',
    'mkv',
    'mov',
    'mp4',
    'mpeg',
    'mpg',
    'ts',
    'webm',
    'wmv',
  ].map((ext) => `.${ext}`),
);

export const isMediaName = (name: string) =>
  !name.startsWith('.') && MEDIA_EXTENSIONS.has(extname(name).toLowerCase());

/** The media files directly in `dir` (not below), by name. */
export async function mediaFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isMediaName(entry.name))
    .map((entry) => join(dir, entry.name))
    .sort();
}

/**
 * The files the arguments name: a file as given (whatever its name: the server decides whether it is media),
 * a directory's media files. A path that does not exist is a usage error, before anything is sent.
 */
export async function expandPaths(paths: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => undefined);
    if (!info) throw usageError(`No such file or directory: ${path}`);
    if (info.isDirectory()) files.push(...(await mediaFilesIn(path)));
    else files.push(path);
  }
  if (files.length === 0) throw usageError(`No media files in ${paths.join(', ')}.`);
  return [...new Set(files)];
}
