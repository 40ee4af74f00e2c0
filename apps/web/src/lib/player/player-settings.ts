/** Phones and tablets set the volume with their own buttons: they get a mute toggle instead of a slider. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}

export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_VOLUME = 0.75;
export const SKIP_SECONDS = 5;

/** The next speed up or down the list from `rate`, staying at the ends. */
export function stepSpeed(rate: number, direction: 1 | -1): number {
  const index = SPEEDS.findIndex((speed) => speed >= rate - 1e-9);
  const current = index === -1 ? SPEEDS.length - 1 : index;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, current + direction))] ?? 1;
}
