import type { ExportDocument } from './export-document.js';
import { clockTime } from './time-format.js';
import { oneLine, transcriptLines } from './transcript-lines.js';

/** What a Markdown copy tells about its transcript beyond the export document. */
export interface MarkdownFacts {
  /** The address of the transcript in the app. */
  link: string;
  audioId: number;
  transcriptId: number;
}

/** A YAML scalar that any reader takes as the string it is: double-quoted, JSON escapes being valid YAML. */
const yamlString = (text: string) => JSON.stringify(text);

/**
 * The transcript as Markdown for note apps (Obsidian and the like): YAML front matter with its title, date,
 * duration, language, speakers, tags and the link back, then one paragraph per speaker turn, each opened by the
 * speaker's name and the time it starts at.
 */
export function renderMarkdown(document: ExportDocument, facts: MarkdownFacts): string {
  const lines = transcriptLines(document).filter((line) => oneLine(line.text) !== '');
  const speakers = [...new Set(lines.map((line) => line.speaker))];
  const front = [
    '---',
    `title: ${yamlString(document.title)}`,
    `date: ${document.createdAt}`,
    `duration: ${yamlString(clockTime(document.durationSeconds))}`,
    `language: ${yamlString(document.languageName)}`,
    `speakers: [${speakers.map(yamlString).join(', ')}]`,
    `tags: [${(document.tags ?? []).map(yamlString).join(', ')}]`,
    `link: ${yamlString(facts.link)}`,
    `audio_id: ${facts.audioId}`,
    `transcript_id: ${facts.transcriptId}`,
    '---',
  ];
  const turns: string[] = [];
  let speaker: string | undefined;
  for (const line of lines) {
    if (line.speaker !== speaker || turns.length === 0) {
      speaker = line.speaker;
      turns.push(
        `**${escapeMarkdown(line.speaker)}** (${clockTime(line.start)})\n${escapeMarkdown(oneLine(line.text))}`,
      );
    } else {
      turns[turns.length - 1] += ` ${escapeMarkdown(oneLine(line.text))}`;
    }
  }
  const summary = document.summary ? [`## Summary\n\n${document.summary.trim()}`] : [];
  return `${[front.join('\n'), `# ${escapeMarkdown(document.title)}`, ...summary, ...turns].join('\n\n')}\n`;
}

/** Characters that would start Markdown formatting inside spoken text are written as themselves. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}
