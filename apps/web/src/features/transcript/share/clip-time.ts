/** A time typed as m:ss, h:mm:ss or plain seconds, in seconds; undefined when it is none of those. */
export function parseClipTime(text: string): number | undefined {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  // Past the first part, minutes and seconds stay under 60 (1:75 is a typo, not 2:15).
  if (numbers.slice(1).some((n) => n >= 60)) return undefined;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

export const EXPIRY_DAYS = ['never', '1', '7', '30'] as const;
export type ExpiryChoice = (typeof EXPIRY_DAYS)[number];

/** The link's end as ISO 8601, `days` from `now`; undefined for a link that never expires. */
export function expiresAt(choice: ExpiryChoice, now = Date.now()): string | undefined {
  return choice === 'never' ? undefined : new Date(now + Number(choice) * 86_400_000).toISOString();
}
