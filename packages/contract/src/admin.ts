import { z } from 'zod';

/** A user as an administrator sees them: plan, standing, today's usage and what they store. */
export const ZAdminUser = z.object({
  user_id: z.number().int(),
  user_email: z.string(),
  user_full_name: z.string().nullable(),
  user_plan: z.enum(['free', 'premium']),
  user_is_admin: z.boolean(),
  /** When an administrator disabled the account; null: it works. */
  user_disabled_at: z.string().nullable(),
  user_created_at: z.string(),
  /** Transcriptions requested today (UTC). */
  user_usage_today: z.number().int(),
  /** Language model tokens used today (UTC), as the model server reported them. */
  user_llm_tokens_today: z.number().int(),
  user_file_count: z.number().int(),
  user_storage_bytes: z.number(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserListQuery = z.object({
  /** Part of an e-mail address or name; empty: everyone. */
  q: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const ZAdminUserListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    users: z.array(ZAdminUser),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});
export type TAdminUserList = z.infer<typeof ZAdminUserListResponse>['data'];

/** Change a user's plan and/or disable (true) or enable (false) their account. */
export const ZAdminUserUpdateRequest = z
  .object({ plan: z.enum(['free', 'premium']).optional(), disabled: z.boolean().optional() })
  .refine((body) => body.plan !== undefined || body.disabled !== undefined, {
    error: 'Nothing to change: send plan and/or disabled.',
  });
export type TAdminUserUpdateRequest = z.infer<typeof ZAdminUserUpdateRequest>;

export const ZAdminUserResponse = z.object({ success: z.literal(true), data: ZAdminUser });

/** One administrator's action, as the audit log keeps it. */
export const ZAuditEntry = z.object({
  audit_id: z.number().int(),
  audit_actor_email: z.string(),
  audit_action: z.string(),
  audit_target: z.string(),
  /** Any keys (a loose object, not z.record: record alone adds 1 KB to the web app's shared zod chunk). */
  audit_details: z.looseObject({}),
  audit_created_at: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZAuditListResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(ZAuditEntry), page: z.number().int(), page_size: z.number().int() }),
});
