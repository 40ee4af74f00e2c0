import type { ExportDocument, ExportOptions } from './export-document.js';
import { clockTime, headerDate } from './time-format.js';
import { transcriptLines } from './transcript-lines.js';

export interface OutlineParagraph {
  /** m:ss or h:mm:ss; null without timestamps. */
  time: string | null;
  text: string;
}

export interface OutlineSection {
  /** null without speakers. */
  speaker: string | null;
  paragraphs: OutlineParagraph[];
}

/**
 * What the paged formats (PDF, DOCX) lay out: a title, details about the recording, the summary when there
 * is one (its paragraphs as written), then the turns.
 */
export interface Outline {
  title: string;
  details: [label: string, value: string][];
  summary: string[] | null;
  sections: OutlineSection[];
}

/**
 * One section per speaker turn; a paragraph per segment with its time, or, without timestamps, the turn's
 * segments as one paragraph. Line breaks typed into a segment stay.
 */
export function documentOutline(document: ExportDocument, options: ExportOptions): Outline {
  const sections: (OutlineSection & { name: string })[] = [];
  for (const line of transcriptLines(document)) {
    const text = line.text.trim();
    if (text === '') continue;
    let section = sections.at(-1);
    if (!section || section.name !== line.speaker) {
      section = { name: line.speaker, speaker: options.speakers ? line.speaker : null, paragraphs: [] };
      sections.push(section);
    }
    const last = section.paragraphs.at(-1);
    if (!options.timestamps && last) last.text += ` ${text}`;
    else section.paragraphs.push({ time: options.timestamps ? clockTime(line.start) : null, text });
  }
  return {
    title: document.title,
    details: [
      ['File', document.fileName],
      ['Date', headerDate(document.createdAt)],
      ['Duration', clockTime(document.durationSeconds)],
      ['Language', document.languageName],
      ['Speakers', String(document.speakerCount)],
      ...(document.tags?.length ? [['Tags', document.tags.join(', ')] as [string, string]] : []),
    ],
    summary: summaryParagraphs(document.summary),
    sections: sections.map(({ speaker, paragraphs }) => ({ speaker, paragraphs })),
  };
}

/** A summary split at its blank lines; a single line break stays inside its paragraph. */
function summaryParagraphs(summary: string | undefined): string[] | null {
  const paragraphs = (summary ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return paragraphs.length > 0 ? paragraphs : null;
}
