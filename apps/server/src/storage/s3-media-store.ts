import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, type LocalMediaFile, type MediaStore } from './media-store.js';
import { uploadObject, whileMarked } from './s3-upload.js';

/** Where and how to reach the bucket (MEDIA_STORE=s3://bucket/prefix and the S3/AWS variables). */
export interface S3MediaStoreOptions {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end; '' for the bucket's top. */
  prefix: string;
  /** An S3-compatible server's address (MinIO, R2, …); undefined: AWS's own for the region. */
  endpoint: string | undefined;
  region: string;
  /** Keys given in the configuration; undefined: the AWS SDK's default chain (profile, role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Where local copies for ffmpeg are downloaded to (DATA_DIR/tmp). */
  scratchDir: string;
  /** Bytes per part of a multipart upload (at least 5 MiB, S3's smallest). */
  partSize?: number;
  /** Keys asked for per ListObjectsV2 page (at most 1000). */
  listPageSize?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 ** 2;
/** Beside the media under the prefix: markers of uploads in progress. */
const UPLOADING = '.uploading';
/** A marker is written again this often, well within the hour after which an upload counts as abandoned. */
const MARK_REFRESH_MS = 5 * 60_000;

/**
 * Media files as objects `<prefix>/<key>` in an S3-compatible bucket, through the AWS SDK: uploads stream in
 * as multipart uploads (s3-upload.ts), reads are GetObject with a Range, local copies for ffmpeg downloads.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3MediaStoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get location(): string {
    const { bucket, prefix, endpoint } = this.options;
    return `s3://${bucket}/${prefix}${endpoint ? ` at ${endpoint}` : ''}`;
  }

  private objectKey(key: string): string {
    assertMediaKey(key);
    return this.options.prefix ? `${this.options.prefix}/${key}` : key;
  }

  /** The marker of an upload in progress (see whileMarked): in a folder of its own, never listed as media. */
  private markerKey(key: string): string {
    const start = this.options.prefix ? `${this.options.prefix}/` : '';
    return `${start}${UPLOADING}/${assertMediaKey(key)}`;
  }

  put(key: string, source: Readable, options: { maxBytes?: number } = {}): Promise<number> {
    const { bucket: Bucket } = this.options;
    const partSize = this.options.partSize ?? DEFAULT_PART_SIZE;
    return whileMarked(this.client, { Bucket, Key: this.markerKey(key) }, MARK_REFRESH_MS, () =>
      uploadObject(this.client, { Bucket, Key: this.objectKey(key) }, source, { ...options, partSize }),
    );
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: this.objectKey(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body in the object of ${key}`);
    return answer.Body;
  }

  async size(key: string): Promise<number> {
    const found = await this.stat(key);
    if (!found) throw new Error(`no media object ${this.objectKey(key)}`);
    return found.size;
  }

  /** Downloads the object into a new folder under `under` (default DATA_DIR/tmp); release removes it. */
  async localCopy(key: string, options: { under?: string } = {}): Promise<LocalMediaFile> {
    const parent = options.under ?? this.options.scratchDir;
    await mkdir(parent, { recursive: true });
    const folder = await mkdtemp(join(parent, 'media-'));
    const release = () => rm(folder, { recursive: true, force: true });
    try {
      const path = join(folder, assertMediaKey(key));
      await pipeline(await this.read(key), createWriteStream(path, { flags: 'wx' }));
      return { path, release };
    } catch (error) {
      await release();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
    );
  }

  /** Objects directly under the prefix named like keys, page by page; anything else is not the store's. */
  async list(): Promise<string[]> {
    const start = this.options.prefix ? `${this.options.prefix}/` : '';
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: start,
          Delimiter: '/',
          MaxKeys: this.options.listPageSize,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(start.length);
        if (key && isMediaKey(key)) keys.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** The object's size and time; for an upload still streaming in, none yet and its marker's time. */
  async stat(key: string): Promise<{ size: number; modifiedMs: number } | undefined> {
    const found = await this.head(this.objectKey(key));
    if (found) return found;
    const marker = await this.head(this.markerKey(key));
    return marker && { size: 0, modifiedMs: marker.modifiedMs };
  }

  private async head(objectKey: string): Promise<{ size: number; modifiedMs: number } | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: objectKey }),
      );
      return { size: head.ContentLength ?? 0, modifiedMs: head.LastModified?.getTime() ?? Date.now() };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  /** Closes the SDK's connections. */
  close(): void {
    this.client.destroy();
  }
}
