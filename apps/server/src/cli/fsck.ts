import { loadConfig } from '../config/config.js';
import { createMediaStore } from '../create-media-store.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { MediaDeps } from '../services/core/media-journal.js';
import {
  checkMedia,
  differenceCount,
  type MediaCheckReport,
  repairMedia,
} from '../services/uploads/media-check.js';

const USAGE = 'Usage: npm run fsck [-- --repair]';

/**
 * `npm run fsck [-- --repair]`: compares the database with the media store (the same DATA_DIR and
 * DATABASE_URL the server uses) and lists every difference; exits 1 when there is one. With --repair it
 * fixes them (see repairMedia) and exits 0 once nothing is left. Safe to run while the server runs.
 */
async function main(args: string[]): Promise<number> {
  const repair = args.includes('--repair');
  if (args.some((arg) => arg !== '--repair')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  const media = createMediaStore(config.mediaStore);
  try {
    await migrateToLatest(db, config.database.kind);
    const deps: MediaDeps = {
      db,
      media,
      dataDir: config.dataDir,
    };
    const where =
      config.database.kind === 'postgres' ? withoutPassword(config.database.url) : config.database.file;
    console.log(`Checking ${media.location} against ${where}.`);
    const report = await checkMedia(deps);
    for (const line of describe(report)) console.log(line);
    const found = differenceCount(report);
    if (found === 0) {
      console.log('The database and the media store agree.');
      return 0;
    }
    if (!repair) {
      console.log(`${found} difference(s). Run \`npm run fsck -- --repair\` to fix them.`);
      return 1;
    }
    const done = await repairMedia(deps, report, 'all');
    console.log(
      `Repaired: removed ${done.removedFiles.length} media file(s), ${done.removedWorkFolders.length} work folder(s) and ${done.removedRows.length} audio row(s).`,
    );
    if (done.savedRowsTo)
      console.log(`The removed rows and their transcripts are kept in ${done.savedRowsTo}.`);
    const left = differenceCount(await checkMedia(deps));
    console.log(left === 0 ? 'The database and the media store agree.' : `${left} difference(s) remain.`);
    return left === 0 ? 0 : 1;
  } finally {
    await db.destroy();
    media.close?.();
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

function describe(report: MediaCheckReport): string[] {
  const lines: string[] = [];
  const section = (title: string, items: string[]) => {
    if (items.length === 0) return;
    lines.push(`${title} (${items.length}):`);
    for (const item of items.slice(0, 50)) lines.push(`  ${item}`);
    if (items.length > 50) lines.push(`  … and ${items.length - 50} more`);
  };
  section(
    'Audio rows whose media file is missing',
    report.missingFiles.map((m) => `audio ${m.audioId} of user ${m.userId}, "${m.fileName}": ${m.key}`),
  );
  section('Media files no row points at', report.orphanFiles);
  section('Media files of deleted rows not removed yet (an interrupted delete)', report.pendingDeletes);
  section('Uploads abandoned by a stopped process', report.abandonedUploads);
  section(
    'Work folders of transcriptions no worker runs',
    report.abandonedWorkFolders.map((n) => `tmp/${n}`),
  );
  section('Uploads in progress (not a difference)', report.uploadsInProgress);
  return lines;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
