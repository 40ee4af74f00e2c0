import { useEffect, useState } from 'react';
import {
  findUnfinishedUploads,
  forgetUnfinishedUpload,
  type UnfinishedUpload,
} from '@/api/uploads/unfinished-uploads';
import { fileKey } from './use-upload-queue';

export interface UnfinishedEntry extends UnfinishedUpload {
  /** The upload queue's key of the same file. */
  key: string;
  /** Of the file, as the server has it; null when unknown. */
  percent: number | null;
}

const percentOf = (upload: UnfinishedUpload) =>
  upload.offset === null || upload.size <= 0 ? null : Math.floor((upload.offset / upload.size) * 100);

/**
 * The user's uploads begun in this browser and not finished, read when the upload modal opens (`enabled`),
 * and a way to forget one (which ends it on the server too).
 */
export function useUnfinishedUploads(userId: number | undefined, enabled: boolean) {
  const [uploads, setUploads] = useState<UnfinishedEntry[]>([]);

  useEffect(() => {
    if (userId === undefined || !enabled) return;
    let current = true;
    findUnfinishedUploads(userId)
      .then((found) => {
        if (!current) return;
        setUploads(found.map((upload) => ({ ...upload, key: fileKey(upload), percent: percentOf(upload) })));
      })
      .catch(() => undefined); // Nothing to offer is what the modal shows anyway.
    return () => {
      current = false;
    };
  }, [userId, enabled]);

  function forget(entry: UnfinishedEntry) {
    setUploads((list) => list.filter((upload) => upload.storageKey !== entry.storageKey));
    void forgetUnfinishedUpload(entry).catch(() => undefined);
  }

  return { uploads, forget };
}
