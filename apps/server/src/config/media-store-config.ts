import { join } from 'node:path';
import { z } from 'zod';
import type { S3MediaStoreOptions } from '../storage/s3-media-store.js';

/** Where media is kept: DATA_DIR/media (the default) or an S3-compatible bucket (MEDIA_STORE=s3://…). */
export type MediaStoreConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3MediaStoreOptions);

/** MEDIA_STORE and the S3 store's variables, each described for docs/configuration.md (see ZEnv in environment.ts). */
export const ZS3Env = z.object({
  MEDIA_STORE: z
    .string()
    .regex(/^(local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?)$/, 'must be local or s3://bucket/prefix')
    .optional()
    .meta({
      topic: 'Data and storage',
      description:
        '`s3://bucket/prefix` keeps media in an S3-compatible store (MinIO, AWS S3, Cloudflare R2) instead of `DATA_DIR/media`, and `DATA_DIR` need not be shared between processes; see [Media](deploy.md#media-a-shared-folder-or-an-object-store).',
      unset: '`DATA_DIR/media` (as `local`)',
    }),
  S3_ENDPOINT: z.url().optional().meta({
    topic: 'Data and storage',
    description: "The S3 store's address, e.g. `http://minio.internal:9000`.",
    unset: "AWS's own, or the SDK's `AWS_ENDPOINT_URL_S3` / `AWS_ENDPOINT_URL`",
  }),
  AWS_ENDPOINT_URL_S3: z.url().optional().meta({
    topic: 'Data and storage',
    description: "The AWS SDK's name for `S3_ENDPOINT`, used without it.",
  }),
  AWS_ENDPOINT_URL: z.url().optional().meta({
    topic: 'Data and storage',
    description: "The S3 store's address when neither `S3_ENDPOINT` nor `AWS_ENDPOINT_URL_S3` is set.",
  }),
  S3_REGION: z.string().min(1).optional().meta({
    topic: 'Data and storage',
    description: "The S3 store's region.",
    unset: '`AWS_REGION`, else `AWS_DEFAULT_REGION`, else `us-east-1` (what MinIO expects)',
  }),
  AWS_REGION: z
    .string()
    .min(1)
    .optional()
    .meta({ topic: 'Data and storage', description: "The S3 store's region when `S3_REGION` is unset." }),
  AWS_DEFAULT_REGION: z.string().min(1).optional().meta({
    topic: 'Data and storage',
    description: "The S3 store's region when neither `S3_REGION` nor `AWS_REGION` is set.",
  }),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional().meta({
    topic: 'Data and storage',
    description: "The bucket's key for `MEDIA_STORE=s3://…`; needs `AWS_SECRET_ACCESS_KEY` too.",
    unset: "the AWS SDK's usual chain (`~/.aws`, an instance role, …)",
  }),
  AWS_SECRET_ACCESS_KEY: z
    .string()
    .min(1)
    .optional()
    .meta({ topic: 'Data and storage', description: 'The secret of `AWS_ACCESS_KEY_ID`.' }),
  AWS_SESSION_TOKEN: z.string().min(1).optional().meta({
    topic: 'Data and storage',
    description: 'A session token for temporary keys, sent with `AWS_ACCESS_KEY_ID`.',
  }),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional().meta({
    topic: 'Data and storage',
    description: 'Path-style addresses, `http://host/bucket/key` (what MinIO wants).',
    unset: 'on when an endpoint is set, off for AWS',
  }),
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
