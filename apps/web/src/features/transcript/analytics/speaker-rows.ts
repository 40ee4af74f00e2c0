/** Line and swatch colours by speaker order; each readable on the light and the dark background. */
const COLORS = ['var(--accent-text)', '#0d9488', '#d97706', '#db2777', '#0891b2', '#65a30d'] as const;

export interface SpeakerRow {
  /** The transcript's speaker name (as renamed by the user): what the view shows, and the React key. */
  speaker: string;
  color: string;
}

/** One row per speaker of the transcript, in order, each under their own name with their colour. */
export function speakerRows(speakers: string[]): SpeakerRow[] {
  return speakers.map((speaker, index) => ({ speaker, color: COLORS[index % COLORS.length] ?? COLORS[0] }));
}
