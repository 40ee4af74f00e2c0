import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import {
  purgeExpiredCredentials,
  referencedMediaKeys,
  transcribingAmong,
} from '../db/repositories/housekeeping.js';

/** How often housekeeping runs (a pg-boss schedule at scale, a timer embedded). */
export const HOUSEKEEPING_EVERY_MINUTES = 15;
/** Files younger than this may be an upload still being written, or a job just starting: left alone. */
const SETTLED_MS = 60 * 60_000;

export interface HousekeepingReport {
  refreshTokens: number;
  passwordResets: number;
  signInRequests: number;
  /** Work folders of jobs that no worker runs any more (a killed worker's). */
  workFoldersRemoved: string[];
  /** Media files no row points at: reported for `npm run fsck`, never deleted here. */
  unreferencedMedia: string[];
}

/** Purges expired credentials, removes abandoned work folders and reports media files without rows. */
export async function runHousekeeping(
  ctx: AppContext,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<HousekeepingReport> {
  const purged = await purgeExpiredCredentials(
    ctx.db,
    new Date(now).toISOString(),
    new Date(now - SETTLED_MS).toISOString(),
  );
  const report = {
    ...purged,
    workFoldersRemoved: await removeAbandonedWorkFolders(ctx, now),
    unreferencedMedia: await unreferencedMedia(ctx, now),
  };
  const level = report.unreferencedMedia.length > 0 ? 'warn' : 'info';
  log[level](
    {
      ...purged,
      workFoldersRemoved: report.workFoldersRemoved.length,
      unreferencedMedia: report.unreferencedMedia.slice(0, 20),
    },
    `housekeeping: ${report.unreferencedMedia.length} media files without a row`,
  );
  return report;
}

/** `DATA_DIR/tmp/transcript-<id>-<uuid>` folders of transcripts not being transcribed, settled for an hour. */
async function removeAbandonedWorkFolders(ctx: AppContext, now: number): Promise<string[]> {
  const tmp = join(ctx.config.dataDir, 'tmp');
  const folders = (await settledEntries(tmp, now)).flatMap((name) => {
    const id = /^transcript-(\d+)-/.exec(name)?.[1];
    return id ? [{ name, id: Number(id) }] : [];
  });
  const running = await transcribingAmong(
    ctx.db,
    folders.map((f) => f.id),
  );
  const removed = folders.filter((f) => !running.has(f.id)).map((f) => f.name);
  for (const name of removed) await rm(join(tmp, name), { recursive: true, force: true });
  return removed;
}

async function unreferencedMedia(ctx: AppContext, now: number): Promise<string[]> {
  const files = await settledEntries(join(ctx.config.dataDir, 'media'), now);
  if (files.length === 0) return [];
  const referenced = await referencedMediaKeys(ctx.db);
  return files.filter((key) => !referenced.has(key));
}

async function settledEntries(dir: string, now: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const settled: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > SETTLED_MS) settled.push(name);
  }
  return settled;
}
