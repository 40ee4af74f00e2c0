import type { PreviousUpload } from 'tus-js-client';
import { loadTus, tusRequest } from './tus-client';

/**
 * Uploads begun in this browser and not finished, as tus-js-client keeps them in localStorage: one entry
 * per upload under `tus::<fingerprint>::<n>`, holding the upload's address, size and metadata. The
 * fingerprint names the user and the file (size, last-modified time, name), so each person sees only
 * their own, and the same file chosen again is recognised and continues from the server's offset.
 */
export interface UnfinishedUpload {
  storageKey: string;
  url: string;
  name: string;
  size: number;
  lastModified: number;
  /** Bytes the server holds (its HEAD answer), null when it could not be asked. */
  offset: number | null;
}

const prefix = (userId: number) => `transcribe-u${userId}-`;

/** tus's fingerprint of `file` for this user (tus stores it in the entry's key). */
export const uploadFingerprint = (userId: number, file: File) =>
  `${prefix(userId)}${file.size}-${file.lastModified}-${file.name}`;

const KEY = /^tus::transcribe-u\d+-(\d+)-(\d+)-(.*)::\d+$/;

function described(userId: number, entry: PreviousUpload): Omit<UnfinishedUpload, 'offset'> | null {
  if (!entry.urlStorageKey.startsWith(`tus::${prefix(userId)}`) || !entry.uploadUrl) return null;
  const match = KEY.exec(entry.urlStorageKey);
  if (!match) return null;
  return {
    storageKey: entry.urlStorageKey,
    url: entry.uploadUrl,
    name: entry.metadata.filename ?? match[3] ?? '',
    size: Number(match[1]),
    lastModified: Number(match[2]),
  };
}

/** How much the server has of an upload: its offset, 'gone' when it no longer knows it, null if unknown. */
async function serverOffset(url: string): Promise<number | 'gone' | null> {
  try {
    const response = await tusRequest('HEAD', url);
    if (response.status === 404 || response.status === 410 || response.status === 403) return 'gone';
    const offset = Number.parseInt(response.headers.get('upload-offset') ?? '', 10);
    return response.ok && Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

/**
 * This user's unfinished uploads with the server's offset of each. An upload the server no longer has
 * (expired after a day, refused) or has whole (finished, its last answer lost) is forgotten here too.
 */
export async function findUnfinishedUploads(userId: number): Promise<UnfinishedUpload[]> {
  const { defaultOptions } = await loadTus();
  const storage = defaultOptions.urlStorage;
  const entries = (await storage.findAllUploads()).flatMap((entry) => described(userId, entry) ?? []);
  const found = await Promise.all(
    entries.map(async (entry) => {
      const offset = await serverOffset(entry.url);
      // Whole on the server (its last answer was lost): it is in the file list already.
      if (offset !== 'gone' && offset !== entry.size) return { ...entry, offset };
      await storage.removeUpload(entry.storageKey);
      return null;
    }),
  );
  // One line per file: a file begun twice (two tabs) shows its furthest upload.
  const byFile = new Map<string, UnfinishedUpload>();
  for (const upload of found) {
    if (!upload) continue;
    const key = `${upload.name}:${upload.lastModified}:${upload.size}`;
    const seen = byFile.get(key);
    if (!seen || (upload.offset ?? -1) > (seen.offset ?? -1)) byFile.set(key, upload);
  }
  return [...byFile.values()];
}

/** Ends an unfinished upload on the server (DELETE) and forgets it in this browser. */
export async function forgetUnfinishedUpload(upload: UnfinishedUpload): Promise<void> {
  const { defaultOptions } = await loadTus();
  await tusRequest('DELETE', upload.url).catch(() => undefined);
  await defaultOptions.urlStorage.removeUpload(upload.storageKey);
}

/** Forgets every stored entry of this user's `file` (after the server refused it for good). */
export async function forgetFile(userId: number, file: File): Promise<void> {
  const { defaultOptions } = await loadTus();
  const storage = defaultOptions.urlStorage;
  for (const entry of await storage.findUploadsByFingerprint(uploadFingerprint(userId, file)))
    await storage.removeUpload(entry.urlStorageKey);
}
