import type { ExportDocument, ExportOptions } from './export-document.js';
import { clockTime } from './time-format.js';
import { oneLine, transcriptLines } from './transcript-lines.js';

/** Plain text, one line per segment: `[m:ss] Speaker: text` (h:mm:ss past an hour). */
export function renderTxt(document: ExportDocument, options: ExportOptions): Buffer {
  const lines = transcriptLines(document)
    .filter((line) => oneLine(line.text) !== '')
    .map((line) => {
      const time = options.timestamps ? `[${clockTime(line.start)}] ` : '';
      const speaker = options.speakers ? `${line.speaker}: ` : '';
      return `${time}${speaker}${oneLine(line.text)}`;
    });
  return Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8');
}
