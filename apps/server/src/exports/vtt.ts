import { subtitleCues } from './cues.js';
import type { ExportDocument, ExportOptions } from './export-document.js';
import { subtitleTime } from './time-format.js';

/** Cue text is markup in WebVTT: &, < and > must be escaped (which also rules out "-->"). */
const escapeCueText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * WebVTT: cues timed `hh:mm:ss.mmm`; the speaker as a voice span (`<v Name>`), which players can style; two
 * people at once, a line each in their own voice.
 */
export function renderVtt(document: ExportDocument, options: ExportOptions): Buffer {
  const cues = subtitleCues(document, false).map((cue, i) => {
    const [first = '', ...rest] = cue.lines.map(escapeCueText);
    const voice = options.speakers ? `<v ${escapeCueText(cue.speaker)}>` : '';
    const text =
      // Two people at once: a line each, in their own voice.
      cue.crosstalk && options.speakers
        ? cue.crosstalk.map(({ speaker, text }) => `<v ${escapeCueText(speaker)}>${escapeCueText(text)}`)
        : [`${voice}${first}`, ...rest];
    return [String(i + 1), `${subtitleTime(cue.start, '.')} --> ${subtitleTime(cue.end, '.')}`, ...text].join(
      '\n',
    );
  });
  return Buffer.from(['WEBVTT', ...cues].map((block) => `${block}\n\n`).join(''), 'utf8');
}
