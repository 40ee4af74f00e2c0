import { type TAskTurn, ZAskCitation, ZAskMethod } from '@transcribe/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { newestCompletedTranscriptId } from '../../db/repositories/ask-scope.js';
import { askTurnsOf, clearAskTurns } from '../../db/repositories/ask-turns.js';
import { audioFor } from '../core/access.js';

const ZStoredCitations = z.array(ZAskCitation).catch([]);

/** The transcript a question about a file is about: its newest completed one (the one the viewer shows). */
export async function askedTranscript(ctx: AppContext, audioId: number): Promise<number | undefined> {
  return (await newestCompletedTranscriptId(ctx.db, audioId))?.id;
}

/** The user's questions about a file's transcript and their answers, oldest first. */
export async function askHistory(ctx: AppContext, userId: number, audioId: number): Promise<TAskTurn[]> {
  await audioFor(ctx, userId, audioId, 'read');
  const transcriptId = await askedTranscript(ctx, audioId);
  if (transcriptId === undefined) return [];
  const rows = await askTurnsOf(ctx.db, userId, transcriptId);
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    method: ZAskMethod.catch('extractive').parse(row.method),
    citations: ZStoredCitations.parse(JSON.parse(row.citations)),
    created_at: row.created_at,
  }));
}

/** Clears the user's conversation about a file's transcript (others' conversations stay). */
export async function clearAskHistory(ctx: AppContext, userId: number, audioId: number): Promise<number> {
  await audioFor(ctx, userId, audioId, 'read');
  const transcriptId = await askedTranscript(ctx, audioId);
  return transcriptId === undefined ? 0 : clearAskTurns(ctx.db, userId, transcriptId);
}
