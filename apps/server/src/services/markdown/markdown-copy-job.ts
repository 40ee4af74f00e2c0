import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { AppContext } from '../../app-context.js';
import { tagNamesOfFile } from '../../db/repositories/file-tags.js';
import {
  completedTranscriptsOf,
  folderChain,
  markdownCopyOf,
  noteWrittenPath,
  transcriptWithFile,
  writtenPathOf,
} from '../../db/repositories/markdown-copies.js';
import { languageById } from '../../domain/languages.js';
import type { Logger } from '../../domain/logger.js';
import { renderMarkdown } from '../../exports/markdown.js';
import type { GenericJob } from '../../jobs/job-queue.js';
import { speakerCount } from '../../pipeline/speaker-blocks.js';
import { withoutExtension } from '../core/file-names.js';
import { type MarkdownCopyData, ownerOfFile } from '../core/markdown-copies.js';
import { parseBlocks } from '../core/transcript-data.js';
import { exportableSummary } from '../insights/transcript-summary.js';

/** Runs the Markdown copy jobs: one transcript's copy, or every copy of an owner who turned them on. */
export function runMarkdownCopyJob(ctx: AppContext, log: Logger) {
  return async (job: GenericJob<MarkdownCopyData>): Promise<void> => {
    const ids =
      'owner' in job.data ? await completedTranscriptsOf(ctx.db, job.data.owner) : [job.data.transcriptId];
    for (const id of ids) {
      const path = await writeMarkdownCopy(ctx, id);
      if (path) log.debug({ transcriptId: id, path }, 'markdown copy written');
    }
  };
}

/**
 * Writes a completed transcript as Markdown into its owner's (or workspace's) folder, mirroring the library's
 * folders, as "<name> (<file id>).md"; a copy written before under another path (the file was renamed or
 * moved, or the folder changed) is removed. Nothing when copies are off or the transcript is not ready.
 * The file appears whole: it is written beside and renamed into place. Answers the path written.
 */
export async function writeMarkdownCopy(ctx: AppContext, transcriptId: number): Promise<string | undefined> {
  const file = await transcriptWithFile(ctx.db, transcriptId);
  if (file?.status !== 'completed' || file.data === null) return undefined;
  const setting = await markdownCopyOf(ctx.db, ownerOfFile(file));
  if (!setting) return undefined;
  const folders = (await folderChain(ctx.db, file.folder_id))
    .filter((folder) => folder.parent_id !== null)
    .map((folder) => safeName(folder.name))
    .reverse();
  const title = withoutExtension(file.file_name);
  const path = join(setting.folder, ...folders, `${safeName(title)} (${file.audio_id}).md`);
  const root = ctx.config.markdownExportDir;
  // Inside the root: the folder is checked when it is set (ZMarkdownFolder), and safe names hold no separator.
  const target = resolve(root, path);
  const blocks = parseBlocks(file.data);
  const markdown = renderMarkdown(
    {
      title,
      fileName: file.file_name,
      createdAt: file.created_at,
      durationSeconds: file.duration_seconds,
      languageName: languageById(file.language_id)?.name ?? 'Unknown',
      speakerCount: speakerCount(blocks),
      blocks,
      summary: await exportableSummary(ctx, { id: file.id, data: file.data }),
      tags: await tagNamesOfFile(ctx.db, file.audio_id),
    },
    {
      link: `${ctx.config.publicUrl}/dashboard/transcript/${file.audio_id}`,
      audioId: file.audio_id,
      transcriptId: file.id,
    },
  );
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, markdown);
  await rename(partial, target);
  const before = await writtenPathOf(ctx.db, file.audio_id);
  if (before !== undefined && before !== path) await rm(resolve(root, before), { force: true });
  await noteWrittenPath(ctx.db, file.audio_id, path);
  return path;
}

/** A file or folder name every filesystem and note app takes: no separators, reserved or control characters. */
function safeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-').replace(/^[\s.]+|[\s.]+$/g, '');
  return cleaned.slice(0, 120) || 'untitled';
}
