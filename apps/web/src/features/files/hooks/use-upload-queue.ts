import type { TAudioItem } from '@transcribe/contract';
import { useState } from 'react';
import { type UploadFields, uploadAudio } from '../api/upload-audio';

type UploadStatus = 'pending' | 'uploading' | 'completed' | 'failed';

export interface UploadEntry {
  key: string;
  file: File;
  status: UploadStatus;
  percent: number;
  error?: unknown;
  item?: TAudioItem;
}

/** The same file picked twice (same name, last-modified time and size) is listed once. */
const fileKey = (file: File) => `${file.name}:${file.lastModified}:${file.size}`;
const accepted = (file: File) => file.type.startsWith('audio/') || file.type.startsWith('video/');

/** The upload modal's file list: add (audio and video only, de-duplicated), remove, upload the pending. */
export function useUploadQueue() {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const update = (key: string, change: Partial<UploadEntry>) =>
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  function add(files: Iterable<File>) {
    setEntries((list) => {
      const known = new Set(list.map((entry) => entry.key));
      const added: UploadEntry[] = [];
      for (const file of files) {
        const key = fileKey(file);
        if (!accepted(file) || known.has(key)) continue;
        known.add(key);
        added.push({ key, file, status: 'pending', percent: 0 });
      }
      return [...list, ...added];
    });
  }

  /** Uploads every pending file in turn; resolves to the outcome of each. */
  async function uploadPending(fields: UploadFields): Promise<UploadEntry[]> {
    const done: UploadEntry[] = [];
    for (const entry of entries.filter((e) => e.status === 'pending')) {
      update(entry.key, { status: 'uploading', percent: 0 });
      try {
        const item = await uploadAudio(entry.file, entry.file.name, fields, (percent) =>
          update(entry.key, { percent }),
        );
        update(entry.key, { status: 'completed', percent: 100, item });
        done.push({ ...entry, status: 'completed', item });
      } catch (error) {
        update(entry.key, { status: 'failed', error });
        done.push({ ...entry, status: 'failed', error });
      }
    }
    return done;
  }

  return {
    entries,
    add,
    remove: (key: string) => setEntries((list) => list.filter((entry) => entry.key !== key)),
    uploadPending,
  };
}
