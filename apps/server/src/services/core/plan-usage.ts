import type { Db } from '../../db/database.js';
import { countTranscription, countWorkspaceTranscription } from '../../db/repositories/daily-usage.js';
import { findUserById } from '../../db/repositories/users.js';
import { findWorkspace } from '../../db/repositories/workspaces.js';
import { AppError, sessionExpired } from '../../domain/app-error.js';
import { dailyLimit } from '../views/user.js';

/**
 * Counts a requested transcription against the user's plan; 429 once today's Free-plan allowance is used.
 * Pass the transaction that creates the transcript, so a failed request counts nothing.
 */
export async function chargeDailyTranscription(db: Db, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionExpired();
  if (!(await countTranscription(db, userId, dailyLimit(user.plan)))) throw limitReached();
}

/** As chargeDailyTranscription, for a file of a workspace: counted against the workspace's plan, not the member's. */
export async function chargeWorkspaceTranscription(db: Db, workspaceId: number): Promise<void> {
  const workspace = await findWorkspace(db, workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', 'Workspace not found.');
  if (!(await countWorkspaceTranscription(db, workspaceId, dailyLimit(workspace.plan)))) {
    throw new AppError(
      'DAILY_LIMIT_REACHED',
      "Daily transcription limit reached for the workspace's Free plan.",
    );
  }
}

const limitReached = () =>
  new AppError('DAILY_LIMIT_REACHED', 'Daily transcription limit reached for the Free plan.');
