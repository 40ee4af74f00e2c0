import {
  type TAudioTranscriptListItem,
  type TProducedBy,
  type TSentiment,
  type TSpeakerBlock,
  type TTranscriptEditRequest,
  type TTranscriptionRequest,
  type TTranscriptResponse,
  transcriptQuality,
  unsureShare,
} from '@transcribe/contract';
import type { AppContext } from '../../app-context.js';
import { insertQueuedTranscript } from '../../db/repositories/transcripts.js';
import { findVoiceProfile } from '../../db/repositories/voice-profiles.js';
import type { TranscriptRow } from '../../db/schema.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { languageById } from '../../domain/languages.js';
import { speakerCount } from '../../pipeline/speaker-blocks.js';
import { audioFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { pinnedMode } from '../core/default-mode.js';
import { requireMedia } from '../core/media-presence.js';
import { chargeDailyTranscription, chargeWorkspaceTranscription } from '../core/plan-usage.js';
import { toTranscriptListItem } from '../views/transcript-list-item.js';
import { queueAdaptationChecks } from '../voices/voice-adaptation.js';
import { applyEdit } from './transcript-edit.js';
import { revisionConflict, revisionOf, saveRevision } from './transcript-revisions.js';

/**
 * Checks the request against what the server offers and the plan (the user's, or for a workspace's file the
 * workspace's), then creates the transcript (queued) and its job in one transaction: counted, created and
 * queued together, or not at all.
 */
export async function requestTranscription(
  ctx: AppContext,
  userId: number,
  audioId: number,
  options: TTranscriptionRequest,
): Promise<TAudioTranscriptListItem> {
  const audio = requireMedia(await audioFor(ctx, userId, audioId, 'write'));
  const { entry, language } = ctx.catalogue.resolve(
    options.audio_transcript_model_id,
    options.audio_transcript_language_id,
    options.audio_transcript_model_id === undefined ? await pinnedMode(ctx) : null,
  );
  if (!audio.has_audio) throw new AppError('NO_AUDIO_TRACK', 'The file has no audio track.');
  const voiceProfileId = await voiceSaid(ctx, userId, options);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const workspaceId = audio.access.workspace_id;
    if (workspaceId === null) await chargeDailyTranscription(trx, userId);
    else await chargeWorkspaceTranscription(trx, workspaceId);
    const transcript = await insertQueuedTranscript(trx, {
      user_id: userId,
      audio_id: audio.id,
      model_id: entry.id,
      language_id: language.id,
      num_speakers_requested: options.audio_transcript_num_speakers,
      speakers_by: options.audio_transcript_speakers_by,
      channel_names: options.audio_transcript_channel_names
        ? JSON.stringify(options.audio_transcript_channel_names)
        : null,
      voice_profile_id: voiceProfileId,
    });
    await ctx.queue.enqueueTranscription(trx, transcript);
    return transcript;
  });
  ctx.jobs.emit('queued');
  return toTranscriptListItem(row, ctx.catalogue);
}

/** The saved voice said to be speaking: one of the user's own (404 otherwise), and only for one speaker. */
async function voiceSaid(ctx: AppContext, userId: number, options: TTranscriptionRequest) {
  const id = options.audio_transcript_voice_profile_id;
  if (id === undefined) return null;
  if (options.audio_transcript_num_speakers !== 1) {
    throw new AppError(
      'VALIDATION_FAILED',
      'audio_transcript_voice_profile_id: a saved voice can be said to speak only when one person speaks.',
    );
  }
  if (!(await findVoiceProfile(ctx.db, userId, id))) throw notFound('Voice profile');
  return id;
}

function toResponseData(
  row: TranscriptRow & { revision: number },
  blocks: TSpeakerBlock[],
): TTranscriptResponse['data'] {
  return {
    audio_transcript_id: row.id,
    audio_id: row.audio_id,
    audio_transcript_status: row.status,
    audio_transcript_num_speakers: row.num_speakers ?? row.num_speakers_requested,
    audio_transcript_language_iso_code: languageById(row.language_id)?.iso ?? 'en',
    audio_transcript_data: blocks,
    audio_transcript_produced_by: row.produced_by ? (JSON.parse(row.produced_by) as TProducedBy) : null,
    audio_transcript_revision: row.revision,
    audio_transcript_quality: transcriptQuality(unsureShare(blocks)),
  };
}

export async function readTranscript(
  ctx: AppContext,
  userId: number,
  id: number,
): Promise<TTranscriptResponse['data']> {
  // Readable while a redo runs: the text as it was, with the status saying a redo is under way.
  const row = await completedTranscript(ctx, userId, id, 'read', { duringRedo: true });
  return toResponseData(row, row.blocks);
}

/** Saves edited speaker names and texts; timings follow the words, sentiment is recomputed where text changed. */
export async function editTranscript(
  ctx: AppContext,
  userId: number,
  id: number,
  edit: TTranscriptEditRequest,
): Promise<TTranscriptResponse['data']> {
  const row = await completedTranscript(ctx, userId, id, 'write');
  const base = edit.base_revision;
  if (base !== undefined && base !== row.revision) throw revisionConflict();
  const language = languageById(row.language_id)?.iso ?? 'en';
  const sentimentOf = (text: string): Promise<TSentiment | null> => ctx.sentiment(text, language);
  const blocks = await applyEdit(row.blocks, edit.audio_transcript_data, sentimentOf);
  const numSpeakers = Math.max(1, speakerCount(blocks));
  const by = { userId, kind: 'edit' as const, baseRevision: base };
  const revision = await saveRevision(ctx, row, { blocks, numSpeakers }, by, (trx) =>
    queueAdaptationChecks(ctx, trx, userId, row.blocks, blocks),
  );
  return toResponseData({ ...row, num_speakers: numSpeakers, revision }, blocks);
}

/** Brings a whole earlier revision back as the transcript's text; itself a new revision. */
export async function restoreRevision(
  ctx: AppContext,
  userId: number,
  id: number,
  number: number,
): Promise<TTranscriptResponse['data']> {
  const row = await completedTranscript(ctx, userId, id, 'write');
  const revision = await revisionOf(ctx, row.id, number);
  const next = {
    blocks: revision.audio_transcript_data,
    numSpeakers: revision.audio_transcript_num_speakers,
  };
  const by = { userId, kind: 'restore' as const, restoredFrom: number };
  const saved = await saveRevision(ctx, row, next, by);
  return toResponseData({ ...row, num_speakers: next.numSpeakers, revision: saved }, next.blocks);
}
