import type { Db } from '../../db/database.js';
import {
  type MarkdownOwner,
  markdownCopyOf,
  newestCompletedTranscriptOf,
  transcriptWithFile,
} from '../../db/repositories/markdown-copies.js';
import type { GenericJobOptions, JobQueue } from '../../jobs/job-queue.js';

export const MARKDOWN_COPY_JOB = 'markdown-copy';

/** One transcript's copy to write, or every completed one of an owner who just turned copies on. */
export type MarkdownCopyData = { transcriptId: number } | { owner: MarkdownOwner };

/** A write that failed (a full disk, a folder not writable yet) is tried a few times more, then logged. */
export const MARKDOWN_COPY_JOB_OPTIONS: GenericJobOptions = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireSeconds: 600,
};

/** Whose setting decides a file's copy: the workspace's for a file in its folders, else its owner's. */
export const ownerOfFile = (file: { user_id: number; workspace_id: number | null }): MarkdownOwner =>
  file.workspace_id === null ? { userId: file.user_id } : { workspaceId: file.workspace_id };

/**
 * Queues the writing of a transcript's Markdown copy, in `trx` (the transaction that completed or edited
 * it), when its owner (or its workspace) has copies turned on; nothing otherwise.
 */
export async function queueMarkdownCopy(trx: Db, queue: JobQueue, transcriptId: number): Promise<void> {
  const file = await transcriptWithFile(trx, transcriptId);
  if (!file || !(await markdownCopyOf(trx, ownerOfFile(file)))) return;
  await queue.sendJob<MarkdownCopyData>(trx, MARKDOWN_COPY_JOB, { transcriptId }, MARKDOWN_COPY_JOB_OPTIONS);
}

/** As `queueMarkdownCopy`, for a file renamed or moved: its copy is written again under its new name or folder. */
export async function queueMarkdownCopyOfFile(db: Db, queue: JobQueue, audioId: number): Promise<void> {
  const transcriptId = await newestCompletedTranscriptOf(db, audioId);
  if (transcriptId !== undefined) await queueMarkdownCopy(db, queue, transcriptId);
}
