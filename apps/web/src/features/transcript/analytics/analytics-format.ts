/** Shown for a figure that cannot be measured (no speaker, no negative segment, nothing analysed). */
export const DASH = '—';

/** A share 0..1 as a whole percentage in the interface language ('63%', '63 %'), or a dash. */
export function formatShare(share: number | null, locale: string): string {
  if (share === null || !Number.isFinite(share)) return DASH;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** A sentiment -1..1 with its sign and two decimals ('+0.45', '−0.10' as the locale writes it), or a dash. */
export function formatSentiment(value: number | null, locale: string): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  return new Intl.NumberFormat(locale, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A whole number in the interface language, or a dash. */
export function formatWhole(value: number | null, locale: string): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
