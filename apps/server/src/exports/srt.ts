import { subtitleCues } from './cues.js';
import type { ExportDocument, ExportOptions } from './export-document.js';
import { subtitleTime } from './time-format.js';

/** SubRip: numbered cues, `hh:mm:ss,mmm --> hh:mm:ss,mmm`, a blank line after each. */
export function renderSrt(document: ExportDocument, options: ExportOptions): Buffer {
  const cues = subtitleCues(document, options.speakers).map((cue, i) =>
    [
      String(i + 1),
      `${subtitleTime(cue.start, ',')} --> ${subtitleTime(cue.end, ',')}`,
      // "-->" in a text line would read as a timing line to some players.
      ...cue.lines.map((line) => line.replaceAll('-->', '->')),
    ].join('\n'),
  );
  return Buffer.from(cues.map((cue) => `${cue}\n\n`).join(''), 'utf8');
}
