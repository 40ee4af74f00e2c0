import type { MediaStoreConfig } from './config/media-store-config.js';
import { LocalMediaStore } from './storage/local-media-store.js';
import type { MediaStore } from './storage/media-store.js';
import { S3MediaStore } from './storage/s3-media-store.js';

/** The media store the configuration names: the local folder, or the S3 bucket. */
export function createMediaStore(config: MediaStoreConfig): MediaStore {
  if (config.kind === 'local') return new LocalMediaStore(config.dir);
  const { kind: _kind, ...options } = config;
  return new S3MediaStore(options);
}
