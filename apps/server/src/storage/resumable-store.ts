import { join } from 'node:path';
import { FileStore } from '@tus/file-store';

/** An unfinished resumable upload is kept this long after it began, then housekeeping removes it. */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 3600_000;

/**
 * Where tus uploads grow until they are whole: `DATA_DIR/uploads/<id>` and its `<id>.json` (size, offset,
 * metadata), on disk so an upload survives a restart of the API process. A finished one moves into the
 * media store as an audio item and leaves here.
 */
export function createResumableStore(dataDir: string): FileStore {
  return new FileStore({
    directory: join(dataDir, 'uploads'),
    expirationPeriodInMilliseconds: RESUMABLE_UPLOAD_EXPIRY_MS,
  });
}
