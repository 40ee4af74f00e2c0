import type { TUser } from '@transcribe/contract';
import type { Db } from '../../db/database.js';
import { usageToday } from '../../db/repositories/daily-usage.js';
import type { UserRow } from '../../db/schema.js';

export const FREE_PLAN_DAILY_LIMIT = 3;

/** Daily transcription limit of a plan; null means unlimited. */
export const dailyLimit = (plan: UserRow['plan']) => (plan === 'free' ? FREE_PLAN_DAILY_LIMIT : null);

/** The user as the API shows it, with today's usage and whether they administer the install. */
export async function toUserView(db: Db, row: UserRow, isAdmin: boolean): Promise<TUser> {
  const fullName = row.full_name?.trim() || null;
  return {
    user_id: row.id,
    user_full_name: fullName,
    user_email: row.email,
    user_first_name: fullName ? (fullName.split(/\s+/)[0] ?? null) : null,
    user_username: row.username,
    user_plan: {
      user_plan_name: row.plan,
      user_plan_audio_upload_daily_usage: await usageToday(db, row.id),
      user_plan_audio_upload_daily_limit: dailyLimit(row.plan),
    },
    user_is_admin: isAdmin,
  };
}
