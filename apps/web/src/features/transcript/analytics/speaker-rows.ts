/** Line and swatch colours by speaker order; each readable on the light and the dark background. */
const COLORS = ['var(--accent-text)', '#0d9488', '#d97706', '#db2777', '#0891b2', '#65a30d'] as const;

export interface SpeakerRow {
  /** Stable React key: the speaker's position. */
  key: string;
  /** What the view shows: the agent or customer label for the first two, the name for the others. */
  label: string;
  /** The transcript's speaker name; undefined when the call has no such speaker (shown as "—"). */
  speaker: string | undefined;
  color: string;
}

/**
 * The agent row, the customer row (always both, even when the call has fewer speakers), then any further
 * speakers under their own names.
 */
export function speakerRows(speakers: string[], agentLabel: string, customerLabel: string): SpeakerRow[] {
  const count = Math.max(2, speakers.length);
  return Array.from({ length: count }, (_, index) => {
    const speaker = speakers[index];
    const role = index === 0 ? agentLabel : customerLabel;
    return {
      key: String(index),
      label: index < 2 ? role : (speaker ?? ''),
      speaker,
      color: COLORS[index % COLORS.length] ?? COLORS[0],
    };
  });
}
