import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * s3rver runs in a child process: it signs ListObjectsV2 continuation tokens with DES, which OpenSSL 3
 * offers only with its legacy provider. It leaves when its stdin closes, so it never outlives the tests.
 */
const SERVER_SCRIPT = `
  const S3rver = require(process.argv[1]);
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: process.argv[2], silent: true });
  server.run().then(({ port }) => console.log(JSON.stringify({ port })));
  process.stdin.on('end', () => process.exit(0)).resume();
`;

async function runS3rver(directory: string): Promise<{ port: number; child: ChildProcess }> {
  const s3rver = createRequire(import.meta.url).resolve('s3rver');
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER_SCRIPT, s3rver, directory],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout as Readable }), 'line')) as [string];
  return { port: (JSON.parse(line) as { port: number }).port, child };
}

/** s3rver's built-in account. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** A client of the server, for looking at the bucket behind the store's back. */
  client: S3Client;
  /** A new empty bucket. */
  newBucket(): Promise<string>;
  /** The environment that puts a server's media under `s3://bucket/prefix` here. */
  env(bucket: string, prefix: string): Record<string, string>;
  close(): Promise<void>;
}

/** A real S3-protocol server on 127.0.0.1 at a free port, its objects in a temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const { port, child } = await runS3rver(directory);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    client,
    async newBucket() {
      const bucket = `media-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    env: (bucket, prefix) => ({
      MEDIA_STORE: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    async close() {
      client.destroy();
      child.stdin?.end();
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
