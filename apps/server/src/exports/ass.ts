import type { TSubtitleLook } from '@transcribe/contract';
import { subtitleCues } from './cues.js';
import type { ExportDocument, ExportOptions } from './export-document.js';

/**
 * Each speaker's colour, in the order they first speak (ASS writes &HAABBGGRR): white, yellow, cyan, green,
 * pink, orange, then again. Light colours on the dark box read on any picture.
 */
const SPEAKER_COLOURS = ['&H00FFFFFF', '&H0000FFFF', '&H00FFFF00', '&H0080FF80', '&H00FF80FF', '&H0040A0FF'];
const WHITE = '&H00FFFFFF';
const STYLE_FORMAT =
  'Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, ' +
  'Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, ' +
  'MarginR, MarginV, Encoding';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** h:mm:ss.cc, ASS's own clock (hundredths of a second). */
function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360_000);
  return `${h}:${pad(Math.floor((cs % 360_000) / 6000))}:${pad(Math.floor((cs % 6000) / 100))}.${pad(cs % 100)}`;
}

/** A style's name: no comma (the field separator), never empty. */
const styleName = (speaker: string) => speaker.replaceAll(',', ' ').trim() || 'Speaker';

/**
 * Text as ASS shows it: braces open override codes and a backslash starts an escape (\N is a line break), so
 * those become look-alikes that are only text.
 */
const plainText = (text: string) => text.replaceAll('\\', '＼').replaceAll('{', '｛').replaceAll('}', '｝');

/** How the words look on the picture: the looks burned-in subtitles offer ('standard' for the file export). */
export interface AssLook {
  /** Pixels on the 1280x720 canvas. */
  fontSize: number;
  /** Numpad positions: 2 bottom centre, 8 top centre. */
  alignment: 2 | 8;
  /** A translucent dark box behind the words (else an outline and a shadow). */
  box: boolean;
  /** A colour a speaker (else every speaker in white). */
  speakerColours: boolean;
}

export const ASS_LOOKS = {
  standard: { fontSize: 48, alignment: 2, box: true, speakerColours: true },
  large: { fontSize: 64, alignment: 2, box: true, speakerColours: true },
  top: { fontSize: 48, alignment: 8, box: true, speakerColours: true },
  plain: { fontSize: 48, alignment: 2, box: false, speakerColours: false },
} as const satisfies Record<TSubtitleLook, AssLook>;

/** A style line: sans on a 1280x720 canvas, in a box (border style 3) or outlined (1), 60 px from the sides. */
const styleLine = (name: string, colour: string, look: AssLook) =>
  `Style: ${name},Arial,${look.fontSize},${colour},&H000000FF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,` +
  `${look.box ? '3,2,0' : '1,3,1'},${look.alignment},60,60,40,1`;

/**
 * Advanced SubStation Alpha (libass, VLC, mpv, Aegisub, ffmpeg's `subtitles` filter): the same cues as SRT and
 * WebVTT, each speaker in a style of their own colour (its Name field says who), so a viewer tells them apart
 * without labels; without speakers, one Default style. Two people at once: a line each, both on screen.
 */
export function renderAss(
  document: ExportDocument,
  options: ExportOptions,
  look: AssLook = ASS_LOOKS.standard,
  /** "Name:" before the words where the speaker changes, as SRT writes it (burned-in subtitles). */
  labels = false,
): Buffer {
  const cues = subtitleCues(document, labels && options.speakers);
  const styles = new Map<string, string>();
  const styleOf = (speaker: string) => {
    const name = options.speakers ? styleName(speaker) : 'Default';
    const colour = look.speakerColours ? SPEAKER_COLOURS[styles.size % SPEAKER_COLOURS.length] : undefined;
    if (!styles.has(name)) styles.set(name, colour ?? WHITE);
    return name;
  };
  const events = cues.flatMap((cue) => {
    const times = `${assTime(cue.start)},${assTime(cue.end)}`;
    const lines: [string, string][] = cue.crosstalk
      ? cue.crosstalk.map(({ speaker, text }) => [speaker, text])
      : [[cue.speaker, cue.lines.join('\n')]];
    return lines.map(([speaker, text]) => {
      const style = styleOf(speaker);
      const actor = options.speakers ? style : '';
      return `Dialogue: 0,${times},${style},${actor},0,0,0,,${plainText(text).replaceAll('\n', '\\N')}`;
    });
  });
  if (styles.size === 0) styleOf('Default');
  const title = plainText(document.title).replaceAll('\n', ' ');
  return Buffer.from(
    [
      '[Script Info]',
      `Title: ${title}`,
      'ScriptType: v4.00+',
      'WrapStyle: 0',
      'ScaledBorderAndShadow: yes',
      'PlayResX: 1280',
      'PlayResY: 720',
      '',
      '[V4+ Styles]',
      `Format: ${STYLE_FORMAT}`,
      ...[...styles].map(([name, colour]) => styleLine(name, colour, look)),
      '',
      '[Events]',
      'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
      ...events,
      '',
    ].join('\n'),
    'utf8',
  );
}
