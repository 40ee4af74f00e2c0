import type { TSpeakerBlock } from '@transcribe/contract';

/** Everything an exporter needs: the transcript as edited, and what the file header shows about it. */
export interface ExportDocument {
  /** The audio's name without its extension. */
  title: string;
  fileName: string;
  /** When the audio was uploaded, ISO 8601 UTC. */
  createdAt: string;
  durationSeconds: number;
  languageName: string;
  speakerCount: number;
  blocks: TSpeakerBlock[];
  /** The transcript's summary (generated or edited), shown at the top of the paged formats when there is one. */
  summary?: string;
  /** The file's tags' names, in their order. */
  tags?: string[];
}

export interface ExportOptions {
  /** Start times beside each segment (subtitles always carry their times). */
  timestamps: boolean;
  /** Speaker names beside each segment or turn. */
  speakers: boolean;
}
