export const EXPIRY_DAYS = ['never', '1', '7', '30'] as const;
export type ExpiryChoice = (typeof EXPIRY_DAYS)[number];

/** The link's end as ISO 8601, `days` from `now`; undefined for a link that never expires. */
export function expiresAt(choice: ExpiryChoice, now = Date.now()): string | undefined {
  return choice === 'never' ? undefined : new Date(now + Number(choice) * 86_400_000).toISOString();
}
