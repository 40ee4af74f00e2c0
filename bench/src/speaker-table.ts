import type { DiarisationErrors, WordSpeakerError } from '@transcribe/evaluation';

/** One file diarised once, scored. */
export interface SpeakerRow {
  file: string;
  reference: number;
  found: number;
  der: DiarisationErrors;
  words: WordSpeakerError;
  /** Time diarise took. */
  seconds: number;
}

const percent = (x: number) => (Number.isNaN(x) ? 'n/a' : `${(x * 100).toFixed(1)}%`);
const mean = (xs: number[]) => (xs.length === 0 ? Number.NaN : xs.reduce((a, b) => a + b, 0) / xs.length);
/** A file without a scored word (VAD found no speech in its turns) has no word speaker error: not 0%. */
const scored = (rows: SpeakerRow[]) => rows.filter((r) => r.words.counted > 0);
const wordError = (rows: SpeakerRow[]) => mean(scored(rows).map((r) => r.words.error));

/** A markdown table with its columns padded, so it reads aligned in a terminal too. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const HEADER = [
  'file',
  'speakers (ref/found)',
  'DER',
  'missed',
  'false alarm',
  'confusion',
  'word speaker error',
  'words (scored/outside)',
  'diarise',
];

function cells(label: string, reference: string, found: string, rows: SpeakerRow[]): string[] {
  const share = (pick: (e: DiarisationErrors) => number) =>
    percent(mean(rows.map((r) => (r.der.speech === 0 ? 0 : pick(r.der) / r.der.speech))));
  return [
    label,
    `${reference}/${found}`,
    percent(mean(rows.map((r) => r.der.der))),
    share((e) => e.missed),
    share((e) => e.falseAlarm),
    share((e) => e.confusion),
    percent(wordError(rows)),
    `${rows.reduce((s, r) => s + r.words.counted, 0)}/${rows.reduce((s, r) => s + r.words.outside, 0)}`,
    `${(rows.reduce((s, r) => s + r.seconds, 0) / rows.length).toFixed(2)} s`,
  ];
}

/** Per file, then the means over the 2-speaker files and over the 3-4-speaker ones (parts are of reference speaker time). */
export function speakerTable(rows: SpeakerRow[]): string {
  const two = rows.filter((r) => r.reference === 2);
  const more = rows.filter((r) => r.reference >= 3);
  const lines = rows.map((r) => cells(r.file, String(r.reference), String(r.found), [r]));
  for (const [label, group] of [
    ['mean, 2 speakers', two],
    ['mean, 3-4 speakers', more],
  ] as const) {
    if (group.length === 0) continue;
    const found = group.map((r) => r.found).join(',');
    lines.push(cells(`**${label}**`, group.map((r) => r.reference).join(','), found, group));
  }
  return markdownTable(HEADER, lines);
}

const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** The issue's targets for a run told the reference count. */
export function toldTargets(rows: SpeakerRow[]): string[] {
  const two = rows.filter((r) => r.reference === 2);
  const more = rows.filter((r) => r.reference >= 3);
  const average = wordError(more);
  const over =
    scored(more).length < more.length ? ` over the ${scored(more).length} files with scored words` : '';
  return [
    `word speaker error <= 15% on each 2-speaker file: ${verdict(two.every((r) => r.words.counted > 0 && r.words.error <= 0.15))} (${two.map((r) => `${r.file} ${percent(wordError([r]))}`).join(', ')})`,
    `word speaker error <= 30% on average over the 3-4-speaker files: ${verdict(average <= 0.3)} (${percent(average)}${over})`,
  ];
}

/** The issue's targets for a run estimating the count. */
export function estimatingTargets(rows: SpeakerRow[]): string[] {
  const two = rows.filter((r) => r.reference === 2);
  const more = rows.filter((r) => r.reference >= 3);
  const right = more.filter((r) => r.found === r.reference).length;
  const counts = [...new Set(rows.map((r) => r.reference))].sort((a, b) => a - b);
  const byCount = counts.map((n) => {
    const group = rows.filter((r) => r.reference === n);
    return `${n}: ${group.filter((r) => r.found === n).length} of ${group.length}`;
  });
  return [
    `2 speakers found on both 2-speaker files: ${verdict(two.every((r) => r.found === 2))} (${two.map((r) => `${r.file} ${r.found}`).join(', ')})`,
    `count right on the 3-4-speaker files (more often than not is the aim): ${right} of ${more.length}`,
    `count right by speakers in the reference: ${byCount.join(', ')}`,
  ];
}
