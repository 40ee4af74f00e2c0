import { join } from 'node:path';
import { z } from 'zod';
import type { S3MediaStoreOptions } from '../storage/s3-media-store.js';

/** Where media is kept: DATA_DIR/media (the default) or an S3-compatible bucket (MEDIA_STORE=s3://…). */
export type MediaStoreConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3MediaStoreOptions);

const ZS3Env = z.object({
  MEDIA_STORE: z
    .string()
    .regex(/^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, 'must be local or s3://bucket/prefix')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  AWS_ENDPOINT_URL_S3: z.url().optional(),
  AWS_ENDPOINT_URL: z.url().optional(),
  S3_REGION: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_DEFAULT_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
});

/**
 * MEDIA_STORE and the variables of an S3 store: the endpoint (S3_ENDPOINT, or the SDK's AWS_ENDPOINT_URL_S3
 * / AWS_ENDPOINT_URL), the region (S3_REGION, AWS_REGION, AWS_DEFAULT_REGION; us-east-1, which MinIO
 * expects, by default), the keys (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the SDK's own chain:
 * profile, instance role, …) and S3_FORCE_PATH_STYLE (on by default with an endpoint, as MinIO wants).
 * Returns a readable problem instead when they do not add up.
 */
export function parseMediaStoreConfig(
  env: Record<string, string | undefined>,
  dataDir: string,
): MediaStoreConfig | string {
  const parsed = ZS3Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join('.')} ${issue?.message}`;
  }
  const e = parsed.data;
  if (!e.MEDIA_STORE || e.MEDIA_STORE === 'local') return { kind: 'local', dir: join(dataDir, 'media') };
  const [bucket = '', ...rest] = e.MEDIA_STORE.slice('s3://'.length).split('/');
  const prefix = rest.filter(Boolean).join('/');
  if (e.AWS_ACCESS_KEY_ID && !e.AWS_SECRET_ACCESS_KEY) return 'AWS_SECRET_ACCESS_KEY is missing';
  const endpoint = e.S3_ENDPOINT ?? e.AWS_ENDPOINT_URL_S3 ?? e.AWS_ENDPOINT_URL;
  return {
    kind: 's3',
    bucket,
    prefix,
    endpoint,
    region: e.S3_REGION ?? e.AWS_REGION ?? e.AWS_DEFAULT_REGION ?? 'us-east-1',
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: e.AWS_ACCESS_KEY_ID,
            secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
            sessionToken: e.AWS_SESSION_TOKEN,
          }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : endpoint !== undefined,
    scratchDir: join(dataDir, 'tmp'),
  };
}
