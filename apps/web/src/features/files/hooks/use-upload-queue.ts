import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { uploadResumable } from '@/api/uploads/resumable-upload';
import type { UploadFields } from '@/api/uploads/upload-fields';

/** 'duplicate': the same file is already in that place; `item` is that file, and nothing new was kept. */
type UploadStatus = 'pending' | 'uploading' | 'completed' | 'duplicate' | 'failed';

export interface UploadEntry {
  key: string;
  file: File;
  status: UploadStatus;
  percent: number;
  error?: unknown;
  item?: TAudioItem;
}

/** The same file picked twice (same name, last-modified time and size) is listed once. */
export const fileKey = (file: { name: string; lastModified: number; size: number }) =>
  `${file.name}:${file.lastModified}:${file.size}`;
const accepted = (file: File) => file.type.startsWith('audio/') || file.type.startsWith('video/');

/**
 * The upload modal's file list: add (audio and video only, de-duplicated), remove, upload the pending
 * (resumably: a file begun before by `userId` continues where the server has it), and keep a second copy
 * of one the server found already there.
 */
export function useUploadQueue(userId: number) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  /** Lists the audio and video files not listed yet; returns the others' names (left out). */
  function add(files: Iterable<File>): string[] {
    const chosen = [...files];
    setEntries((list) => {
      const known = new Set(list.map((entry) => entry.key));
      const added: UploadEntry[] = [];
      for (const file of chosen) {
        const key = fileKey(file);
        if (!accepted(file) || known.has(key)) continue;
        known.add(key);
        added.push({ key, file, status: 'pending', percent: 0 });
      }
      return [...list, ...added];
    });
    return chosen.filter((file) => !accepted(file)).map((file) => file.name);
  }

  /**
   * Uploads every pending file in turn; resolves to the outcome of each. `startPercent` is how far the
   * server already has a file (an unfinished upload), shown until tus reports.
   */
  async function uploadPending(
    fields: UploadFields,
    startPercent: (key: string) => number = () => 0,
  ): Promise<UploadEntry[]> {
    const done: UploadEntry[] = [];
    for (const entry of entries.filter((e) => e.status === 'pending'))
      done.push(await send(entry, fields, startPercent(entry.key)));
    return done;
  }

  async function send(entry: UploadEntry, fields: UploadFields, percent: number): Promise<UploadEntry> {
    update(entry.key, { status: 'uploading', percent });
    try {
      const { item, duplicateOf } = await uploadResumable(entry.file, fields, userId, (sent) =>
        update(entry.key, { percent: sent }),
      );
      const change = {
        status: duplicateOf === null ? 'completed' : 'duplicate',
        percent: 100,
        item,
      } as const;
      update(entry.key, change);
      return { ...entry, ...change };
    } catch (error) {
      update(entry.key, { status: 'failed', error });
      return { ...entry, status: 'failed', error };
    }
  }

  return {
    entries,
    add,
    remove: (key: string) => setEntries((list) => list.filter((entry) => entry.key !== key)),
    uploadPending,
    /** Uploads a file found already there once more, as a second copy; resolves to its outcome. */
    keepCopy: (entry: UploadEntry, fields: UploadFields) =>
      send(entry, { ...fields, keepDuplicate: true }, 0),
  };
}
