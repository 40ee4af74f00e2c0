/**
 * Common broadcast rules for subtitles, shared by the server's SRT/VTT exports (which follow them) and the
 * viewer's subtitle check (which lists the cues that still break them): at most 42 characters a line, two
 * lines a cue, 1 to 7 seconds on screen, and at most 20 characters a second.
 */
export const SUBTITLE_MAX_LINE_CHARS = 42;
export const SUBTITLE_MAX_LINES = 2;
export const SUBTITLE_MIN_SECONDS = 1;
export const SUBTITLE_MAX_SECONDS = 7;
export const SUBTITLE_MAX_CHARS_PER_SECOND = 20;

/** A word (or any piece of text) with its time on the audio, in seconds. */
export interface TimedText {
  text: string;
  start: number;
  end: number;
}

/** One subtitle: its lines and when it shows. */
export interface SubtitleCue {
  start: number;
  end: number;
  lines: string[];
}

/** A cue said by someone; two people at once share one (see mergeCrosstalk). */
export interface SpeakerCue extends SubtitleCue {
  speaker: string;
  /** Two people at once (channels or tracks that overlap): what each said in this cue's time, a line each. */
  crosstalk?: { speaker: string; text: string }[];
}

/** Cues of two speakers that overlap by more than this (seconds) become one cue holding both. */
export const CROSSTALK_SECONDS = 0.25;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where two speakers talk at once, one cue holds both, a line each: with speakers labelled ("Ann: …", "Bob:
 * …", `label`), else the subtitlers' "- …" for a change of speaker; the first cue's other fields stay. Cues
 * of one speaker are left as they are. What the SRT and VTT exports and the viewer's Subtitle check share.
 */
export function mergeCrosstalk<T extends SpeakerCue>(cues: T[], label: boolean): T[] {
  const merged: T[] = [];
  for (const cue of [...cues].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (!last || last.crosstalk || last.speaker === cue.speaker || cue.start > last.end - CROSSTALK_SECONDS) {
      merged.push(cue);
      continue;
    }
    const crosstalk = [last, cue].map(({ speaker, lines }) => ({
      speaker,
      text: lines.join(' ').replace(new RegExp(`^${escapeRegExp(speaker)}: `), ''),
    }));
    merged[merged.length - 1] = {
      ...last,
      end: Math.max(last.end, cue.end),
      lines: crosstalk.map(({ speaker, text }) => (label ? `${speaker}: ${text}` : `- ${text}`)),
      crosstalk,
    };
  }
  return merged;
}

/** Characters as a reader counts them (code points, not UTF-16 units). */
export const charCount = (text: string): number => Array.from(text).length;

/**
 * A segment's words with their times: the recogniser's word times when they still match the text (one per
 * whitespace-separated token), else the segment's time shared out by word length.
 */
export function timedWords(
  text: string,
  words: readonly { start: number; end: number }[],
  start: number,
  end: number,
): TimedText[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (words.length === tokens.length && words.every((w) => w.end >= w.start)) {
    return tokens.map((token, i) => ({
      text: token,
      start: words[i]?.start ?? start,
      end: words[i]?.end ?? end,
    }));
  }
  const span = Math.max(0, end - start);
  const total = tokens.reduce((sum, t) => sum + t.length + 1, 0);
  let at = start;
  return tokens.map((token) => {
    const from = at;
    at += (span * (token.length + 1)) / total;
    return { text: token, start: from, end: at };
  });
}

/** A word longer than a line, cut into line-sized pieces that share its time. */
export function fitWord(word: TimedText, maxChars = SUBTITLE_MAX_LINE_CHARS): TimedText[] {
  const chars = Array.from(word.text);
  if (chars.length <= maxChars) return [word];
  const pieces = Math.ceil(chars.length / maxChars);
  const step = (word.end - word.start) / pieces;
  return Array.from({ length: pieces }, (_, i) => ({
    text: chars.slice(i * maxChars, (i + 1) * maxChars).join(''),
    start: word.start + i * step,
    end: word.start + (i + 1) * step,
  }));
}

/** Greedy line filling at word boundaries: as many words as fit in `maxChars`, then the next line. */
export function breakLines<T extends { text: string }>(
  words: T[],
  maxChars = SUBTITLE_MAX_LINE_CHARS,
): T[][] {
  const lines: T[][] = [];
  let current: T[] = [];
  let length = 0;
  for (const word of words) {
    const size = charCount(word.text);
    if (current.length > 0 && length + 1 + size > maxChars) {
      lines.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + size;
    current.push(word);
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/** A text broken into lines of at most `maxChars` characters at word boundaries. */
export function breakText(text: string, maxChars = SUBTITLE_MAX_LINE_CHARS): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => fitWord({ text: word, start: 0, end: 0 }, maxChars));
  return breakLines(words, maxChars).map((line) => line.map((w) => w.text).join(' '));
}

/**
 * A segment's timed words as cues: lines of at most 42 characters, a new cue where a third line would start
 * or where the cue would pass 7 seconds, cut between the words whose times say so.
 */
export function splitIntoCues(words: TimedText[]): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  let lines: TimedText[][] = [];
  const close = () => {
    const all = lines.flat();
    const first = all[0];
    const last = all.at(-1);
    if (first && last)
      cues.push({
        start: first.start,
        end: last.end,
        lines: lines.map((l) => l.map((w) => w.text).join(' ')),
      });
    lines = [];
  };
  for (const word of words.flatMap((w) => fitWord(w))) {
    const cueStart = lines[0]?.[0]?.start;
    if (cueStart !== undefined && word.end - cueStart > SUBTITLE_MAX_SECONDS) close();
    const line = lines.at(-1);
    const length = line ? charCount(line.map((w) => w.text).join(' ')) : 0;
    if (line && length + 1 + charCount(word.text) <= SUBTITLE_MAX_LINE_CHARS) {
      line.push(word);
      continue;
    }
    if (lines.length === SUBTITLE_MAX_LINES) close();
    lines.push([word]);
  }
  close();
  return cues;
}

/**
 * Orders cues, removes overlaps, gives a short cue up to SUBTITLE_MIN_SECONDS (into the silence after it,
 * never over the next cue), and keeps all inside the audio (`duration` 0: unknown).
 */
export function settleCues<T extends SubtitleCue>(cues: T[], duration: number): T[] {
  const limit = duration > 0 ? duration : Number.POSITIVE_INFINITY;
  const sorted = [...cues].sort((a, b) => a.start - b.start);
  let previousEnd = 0;
  return sorted.map((cue, i) => {
    const start = Math.min(Math.max(cue.start, previousEnd), limit);
    const nextStart = sorted[i + 1]?.start ?? limit;
    const end = Math.min(
      Math.max(cue.end, start + SUBTITLE_MIN_SECONDS),
      Math.max(nextStart, cue.end),
      limit,
    );
    previousEnd = Math.max(start, end);
    return { ...cue, start, end: previousEnd };
  });
}

export type SubtitleProblem = 'lineTooLong' | 'tooManyLines' | 'tooShort' | 'tooLong' | 'tooFast';

/** Which rules a cue breaks (a little slack on times, so 6.9999 s of rounding is not 7 s). */
export function cueProblems(cue: SubtitleCue): SubtitleProblem[] {
  const seconds = cue.end - cue.start;
  const chars = cue.lines.reduce((sum, line) => sum + charCount(line), 0);
  const problems: SubtitleProblem[] = [];
  if (cue.lines.some((line) => charCount(line) > SUBTITLE_MAX_LINE_CHARS)) problems.push('lineTooLong');
  if (cue.lines.length > SUBTITLE_MAX_LINES) problems.push('tooManyLines');
  if (seconds < SUBTITLE_MIN_SECONDS - 1e-6) problems.push('tooShort');
  if (seconds > SUBTITLE_MAX_SECONDS + 1e-6) problems.push('tooLong');
  if (chars > SUBTITLE_MAX_CHARS_PER_SECOND * Math.max(seconds, 0) + 1e-6) problems.push('tooFast');
  return problems;
}

/** The cues that break a rule, by their place in `cues`, with the rules they break. */
export function checkCues<T extends SubtitleCue>(
  cues: T[],
): { cue: T; index: number; problems: SubtitleProblem[] }[] {
  return cues.flatMap((cue, index) => {
    const problems = cueProblems(cue);
    return problems.length > 0 ? [{ cue, index, problems }] : [];
  });
}
