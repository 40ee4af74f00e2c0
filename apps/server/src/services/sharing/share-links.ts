import { rm } from 'node:fs/promises';
import {
  SHARE_LINK_MAX_DAYS,
  type TShareLink,
  type TShareLinkCreateRequest,
  type TShareLinkCreateResponse,
  ZShareLinkCreateRequest,
} from '@transcribe/contract';
import { hashSecretToken, newSecretToken } from '../../adapters/secret-tokens.js';
import type { AppContext } from '../../app-context.js';
import {
  deleteShareLink,
  findShareLink,
  insertShareLink,
  shareLinksOf,
} from '../../db/repositories/share-links.js';
import { AppError, notFound } from '../../domain/app-error.js';
import { audioFor, transcriptFor } from '../core/access.js';
import { completedTranscript } from '../core/completed-transcript.js';
import { toShareLink } from '../views/share-link.js';
import { clipFolder } from './shared-audio.js';

/** Characters of the token kept in the clear to tell links apart (of 43: 220 random bits stay secret). */
const HINT_LENGTH = 6;
const DAY_MS = 24 * 3600_000;

/** The clip's bounds inside the recording, or nulls for the whole of it. */
function clipBounds(request: { start?: number; end?: number }, duration: number) {
  if (request.start === undefined && request.end === undefined) return { start: null, end: null };
  const start = request.start ?? 0;
  const end = Math.min(request.end ?? duration, duration);
  if (start >= duration) throw new AppError('VALIDATION_FAILED', 'start must be inside the recording.');
  if (end <= start) throw new AppError('VALIDATION_FAILED', 'end must be after start.');
  return { start, end };
}

function expiry(expiresAt: string | undefined, now: number): string | null {
  if (expiresAt === undefined) return null;
  const time = Date.parse(expiresAt);
  if (time <= now) throw new AppError('VALIDATION_FAILED', 'expires_at must be in the future.');
  if (time > now + SHARE_LINK_MAX_DAYS * DAY_MS) {
    const message = `A link may last at most ${SHARE_LINK_MAX_DAYS} days.`;
    throw new AppError('VALIDATION_FAILED', message);
  }
  return new Date(time).toISOString();
}

/** Makes a link to the user's completed transcript; the answer is the only place its token appears. */
export async function createShareLink(
  ctx: AppContext,
  userId: number,
  transcriptId: number,
  input: TShareLinkCreateRequest,
): Promise<TShareLinkCreateResponse['data']> {
  const request = ZShareLinkCreateRequest.parse(input);
  // Its owner, or a workspace's editors and admins.
  const transcript = await completedTranscript(ctx, userId, transcriptId, 'write');
  const audio = await audioFor(ctx, userId, transcript.audio_id, 'write');
  const now = Date.now();
  const bounds = clipBounds(request, audio.duration_seconds);
  const token = newSecretToken();
  const id = await insertShareLink(ctx.db, {
    user_id: userId,
    transcript_id: transcript.id,
    token_hash: hashSecretToken(token),
    token_hint: token.slice(0, HINT_LENGTH),
    start_time: bounds.start,
    end_time: bounds.end,
    allow_export: request.allow_export ? 1 : 0,
    expires_at: expiry(request.expires_at, now),
    created_at: new Date(now).toISOString(),
  });
  const row = await findShareLink(ctx.db, id);
  if (!row) throw notFound('Share link');
  return { ...toShareLink(row), share_link_path: `/s/${token}` };
}

/**
 * The links the user made; or every link of a transcript they may share (in a workspace, its editors see
 * and revoke each other's links, those of members gone included); 404 for anyone else's transcript.
 */
export async function listShareLinks(
  ctx: AppContext,
  userId: number,
  transcriptId?: number,
): Promise<TShareLink[]> {
  if (transcriptId === undefined) return (await shareLinksOf(ctx.db, { userId })).map(toShareLink);
  await completedTranscript(ctx, userId, transcriptId, 'write');
  return (await shareLinksOf(ctx.db, { transcriptId })).map(toShareLink);
}

/**
 * Ends a link at once (its token then finds nothing; a clip cut for it goes too): its maker, or anyone who
 * may share its transcript, may; 404 for anyone else.
 */
export async function revokeShareLink(ctx: AppContext, userId: number, id: number): Promise<void> {
  const link = await findShareLink(ctx.db, id);
  if (!link) throw notFound('Share link');
  if (link.user_id !== userId) await transcriptFor(ctx, userId, link.transcript_id, 'write', 'Share link');
  await deleteShareLink(ctx.db, id);
  await rm(clipFolder(ctx.config.dataDir, id), { recursive: true, force: true });
}
