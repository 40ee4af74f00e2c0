import type { TSpeakerBlock, TTranscriptRevision, TTranscriptRevisionResponse } from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import {
  insertRevision,
  lastRevisionNumber,
  listRevisions,
  type RevisionListRow,
  revisionByNumber,
} from '../../db/repositories/transcript-revisions.js';
import { saveTranscriptData } from '../../db/repositories/transcripts.js';
import type { RevisionKind } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { transcriptFor } from '../core/access.js';
import { queueMarkdownCopy } from '../core/markdown-copies.js';
import { parseBlocks, storedFigures } from '../core/transcript-data.js';

/** What changed from one version of a transcript to the next, as a revision records it. */
export function revisionChanges(before: TSpeakerBlock[], after: TSpeakerBlock[]) {
  // A segment changed when its text or its times did (a split, a merge, a moved boundary).
  const texts = (blocks: TSpeakerBlock[]) =>
    new Map(
      blocks.flatMap((b) =>
        b.audio_transcript_data_segment.map((s) => [
          s.audio_transcript_data_segment_id,
          `${s.audio_transcript_data_segment_start_time} ${s.audio_transcript_data_segment_end_time} ${s.audio_transcript_data_segment_transcript}`,
        ]),
      ),
    );
  const old = texts(before);
  const now = texts(after);
  let segments = 0;
  for (const [id, text] of now) if (old.get(id) !== text) segments++;
  for (const id of old.keys()) if (!now.has(id)) segments++;
  const names = new Map(before.map((b) => [b.audio_transcript_data_id, b.audio_transcript_data_speaker]));
  const renamed = after.filter((b) => {
    const name = names.get(b.audio_transcript_data_id);
    return name !== undefined && name !== b.audio_transcript_data_speaker;
  }).length;
  return { segments_changed: segments, speakers_renamed: renamed };
}

/** How many segments kept in `after` have another verified mark than in `before`. */
function verifiedMarksChanged(before: TSpeakerBlock[], after: TSpeakerBlock[]): number {
  const marks = new Map(
    before.flatMap((b) =>
      b.audio_transcript_data_segment.map((s) => [
        s.audio_transcript_data_segment_id,
        s.audio_transcript_data_segment_verified,
      ]),
    ),
  );
  return after
    .flatMap((b) => b.audio_transcript_data_segment)
    .filter((s) => {
      const was = marks.get(s.audio_transcript_data_segment_id);
      return was !== undefined && was !== s.audio_transcript_data_segment_verified;
    }).length;
}

/**
 * A save's kind and figures: a save that changed no text, time or name but marked segments verified (or not)
 * is a review, counting the segments it marked; anything else is what the caller said.
 */
function savedRevision(
  kind: Extract<RevisionKind, 'edit' | 'restore'>,
  before: TSpeakerBlock[],
  after: TSpeakerBlock[],
) {
  const changes = revisionChanges(before, after);
  const marked = verifiedMarksChanged(before, after);
  if (kind === 'edit' && changes.segments_changed === 0 && changes.speakers_renamed === 0 && marked > 0)
    return { kind: 'review' as const, segments_changed: marked, speakers_renamed: 0 };
  return { kind, ...changes };
}

/** A revision no person authored: the machine's text, or the text a transcript had before revisions. */
const unauthored = (
  kind: Extract<RevisionKind, 'machine' | 'baseline'>,
  transcriptId: number,
  blocks: TSpeakerBlock[],
  numSpeakers: number,
) => ({
  transcript_id: transcriptId,
  kind,
  user_id: null,
  restored_from: null,
  segments_changed: 0,
  speakers_renamed: 0,
  num_speakers: numSpeakers,
  data: JSON.stringify(blocks),
});

/**
 * Records what the engine produced as the transcript's next revision, in the completing transaction: its
 * machine text, or for a redo the transcript with the redone part, on behalf of `redo.userId`.
 */
export async function recordEngineRevision(
  trx: Db,
  transcriptId: number,
  result: { blocks: TSpeakerBlock[]; numSpeakers: number },
  redo?: { userId: number; before: TSpeakerBlock[] },
): Promise<void> {
  const last = await lastRevisionNumber(trx, transcriptId);
  const revision = redo
    ? {
        ...unauthored('machine', transcriptId, result.blocks, result.numSpeakers),
        kind: 'redo' as const,
        user_id: redo.userId,
        ...revisionChanges(redo.before, result.blocks),
      }
    : unauthored('machine', transcriptId, result.blocks, result.numSpeakers);
  await insertRevision(trx, revision, last + 1);
}

export const revisionConflict = () =>
  new AppError('REVISION_CONFLICT', 'This transcript was changed since you opened it.');

/**
 * Stores new blocks and records them as a revision by `userId`, in one transaction, and answers its number.
 * A transcript that has no revision yet (completed before revisions were kept) first gets its current text
 * as a baseline, so what it said before this save stays retrievable. With `by.baseRevision`, a transcript
 * whose newest revision is another one by then is left as it is: REVISION_CONFLICT.
 */
export async function saveRevision(
  ctx: AppContext,
  current: { id: number; blocks: TSpeakerBlock[]; num_speakers: number | null },
  next: { blocks: TSpeakerBlock[]; numSpeakers: number },
  by: {
    userId: number;
    kind: Extract<RevisionKind, 'edit' | 'restore'>;
    restoredFrom?: number;
    baseRevision?: number | undefined;
  },
  /** More writes that belong to the save, in its transaction (e.g. jobs it makes necessary). */
  alongside?: (trx: Db) => Promise<void>,
): Promise<number> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // The update first: it locks the row, so two saves of one transcript number their revisions in turn
      // and the second sees the first's revision (SQLite runs one transaction at a time anyway).
      const saved = { ...next, ...storedFigures(next.blocks) };
      await saveTranscriptData(trx, current.id, saved);
      const last = await lastRevisionNumber(trx, current.id);
      if (by.baseRevision !== undefined && by.baseRevision !== last) throw revisionConflict();
      const number = await appendRevision(trx, current, next, by, last);
      await alongside?.(trx);
      await queueMarkdownCopy(trx, ctx.queue, current.id);
      return number;
    });
  } catch (error) {
    // Two writers numbering the same revision: the unique (transcript_id, number) index lets one win.
    if (isUniqueViolation(error)) throw revisionConflict();
    throw error;
  }
}

/** Inserts the save's revision after `last` (and the baseline first when there is none); its number. */
async function appendRevision(
  trx: Db,
  current: { id: number; blocks: TSpeakerBlock[]; num_speakers: number | null },
  next: { blocks: TSpeakerBlock[]; numSpeakers: number },
  by: { userId: number; kind: Extract<RevisionKind, 'edit' | 'restore'>; restoredFrom?: number },
  last: number,
): Promise<number> {
  let number = last + 1;
  if (last === 0) {
    const baseline = unauthored('baseline', current.id, current.blocks, current.num_speakers ?? 1);
    await insertRevision(trx, baseline, number++);
  }
  const revision = {
    transcript_id: current.id,
    user_id: by.userId,
    restored_from: by.restoredFrom ?? null,
    ...savedRevision(by.kind, current.blocks, next.blocks),
    num_speakers: next.numSpeakers,
    data: JSON.stringify(next.blocks),
  };
  await insertRevision(trx, revision, number);
  return number;
}

const toRevision = (row: RevisionListRow): TTranscriptRevision => ({
  revision_number: row.number,
  revision_kind: row.kind,
  revision_created_at: row.created_at,
  revision_user_email: row.user_email,
  revision_restored_from: row.restored_from,
  revision_segments_changed: row.segments_changed,
  revision_speakers_renamed: row.speakers_renamed,
});

/** The id of a transcript the user may read; 404 for anyone else's, as for a missing one. */
async function readableTranscriptId(ctx: AppContext, userId: number, id: number): Promise<number> {
  return (await transcriptFor(ctx, userId, id, 'read')).id;
}

/** The revisions of the user's transcript, oldest first. */
export async function transcriptRevisions(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TTranscriptRevision[]> {
  return (await listRevisions(ctx.db, await readableTranscriptId(ctx, userId, id))).map(toRevision);
}

/** One revision of the user's transcript, whole. */
export async function transcriptRevision(
  ctx: AppContext,
  userId: number,
  id: number,
  number: number,
): Promise<TTranscriptRevisionResponse['data']> {
  return revisionOf(ctx, await readableTranscriptId(ctx, userId, id), number);
}

/** Revision `number` of a transcript whose owner was checked already. */
export async function revisionOf(
  ctx: AppContext,
  transcriptId: number,
  number: number,
): Promise<TTranscriptRevisionResponse['data']> {
  const row = await revisionByNumber(ctx.db, transcriptId, number);
  if (!row) throw notFound('Revision');
  return {
    ...toRevision(row),
    audio_transcript_num_speakers: row.num_speakers,
    audio_transcript_data: parseBlocks(row.data),
  };
}
