import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TExportFormat } from '@transcribe/contract';
import { Zip, ZipPassThrough } from 'fflate';
import type { AppContext } from '../../app-context.js';
import { exportTranscript } from '../transcripts/transcript-export.js';
import { uniqueName } from '../transcripts/transcripts-zip.js';

/** Where bulk exports' zips are kept, relative to DATA_DIR (housekeeping removes them after a day). */
export const BULK_EXPORTS_DIR = 'exports';

export const bulkZipPath = (bulkId: number) => join(BULK_EXPORTS_DIR, `bulk-${bulkId}.zip`);

/**
 * A zip written to disk as transcripts are added: each in every format asked for, named after its file
 * ("talk.pdf"; the same names told apart: "talk (2).pdf"). Entries are stored, not compressed: most formats
 * are compressed already.
 */
export class ExportZip {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private readonly taken = new Set<string>();
  private readonly closed: Promise<void>;

  constructor(
    private readonly ctx: AppContext,
    private readonly userId: number,
    private readonly path: string,
    private readonly options: { formats: TExportFormat[]; timestamps: boolean; speakers: boolean },
  ) {
    this.out = createWriteStream(path);
    this.closed = new Promise((resolve, reject) => {
      this.out.on('close', resolve);
      this.out.on('error', reject);
    });
    this.zip = new Zip((error, chunk, final) => {
      if (error) return void this.out.destroy(error);
      this.out.write(chunk);
      if (final) this.out.end();
    });
  }

  static async create(
    ctx: AppContext,
    userId: number,
    relativePath: string,
    options: ExportZip['options'],
  ): Promise<ExportZip> {
    const path = join(ctx.config.dataDir, relativePath);
    await mkdir(dirname(path), { recursive: true });
    return new ExportZip(ctx, userId, path, options);
  }

  /** Every format of the transcript, rendered before any is added: a file that fails adds nothing. */
  async add(transcriptId: number): Promise<void> {
    const files = [];
    for (const format of this.options.formats)
      files.push(
        await exportTranscript(this.ctx, this.userId, transcriptId, {
          audio_transcript_export_type: format,
          audio_transcript_export_timestamps: this.options.timestamps,
          audio_transcript_export_speakers: this.options.speakers,
        }),
      );
    for (const file of files) {
      const entry = new ZipPassThrough(uniqueName(file.fileName, this.taken));
      this.zip.add(entry);
      entry.push(new Uint8Array(file.body), true);
    }
  }

  async finish(): Promise<void> {
    this.zip.end();
    await this.closed;
  }

  /** Stops writing and removes what was written. */
  async discard(): Promise<void> {
    this.zip.terminate();
    this.out.destroy();
    await rm(this.path, { force: true });
  }
}
