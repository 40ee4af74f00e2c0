import type { Db } from '../db/database.js';
import { countTranscription } from '../db/repositories/daily-usage.js';
import { findUserById } from '../db/repositories/users.js';
import { AppError, sessionExpired } from '../domain/app-error.js';
import { dailyLimit } from './views/user.js';

/**
 * Counts a requested transcription against the user's plan; 429 once today's Free-plan allowance is used.
 * Pass the transaction that creates the transcript, so a failed request counts nothing.
 */
export async function chargeDailyTranscription(db: Db, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw sessionExpired();
  if (!(await countTranscription(db, userId, dailyLimit(user.plan)))) {
    throw new AppError('DAILY_LIMIT_REACHED', 'Daily transcription limit reached for the Free plan.');
  }
}
