import { stringify } from 'csv-stringify/sync';
import { neutraliseCsvCell } from './csv-cell.js';
import type { ExportDocument, ExportOptions } from './export-document.js';
import { transcriptLines } from './transcript-lines.js';

const CSV_HEADER = ['start', 'end', 'speaker', 'text', 'sentiment', 'sentiment_score', 'tags'];

const seconds = (value: number) => value.toFixed(3);

/**
 * One row per segment, the file's tags ("; " between them) in each. RFC 4180: CRLF between records, fields with commas, quotes or line breaks quoted
 * (quotes doubled). UTF-8 with a byte order mark, or spreadsheet programs read accents as Latin-1. Times
 * are seconds with milliseconds, so they sort and compute as numbers; left empty without timestamps. Every
 * cell that could start a formula is neutralised (csv-cell.ts).
 */
export function renderCsv(document: ExportDocument, options: ExportOptions): Buffer {
  const tags = (document.tags ?? []).join('; ');
  const rows = transcriptLines(document).map((line) =>
    [
      options.timestamps ? seconds(line.start) : '',
      options.timestamps ? seconds(line.end) : '',
      options.speakers ? line.speaker : '',
      line.text,
      line.sentiment?.audio_transcript_data_segment_sa_label ?? '',
      line.sentiment ? String(line.sentiment.audio_transcript_data_segment_sa_score) : '',
      tags,
    ].map(neutraliseCsvCell),
  );
  const csv = stringify([CSV_HEADER, ...rows], { bom: true, record_delimiter: 'windows' });
  return Buffer.from(csv, 'utf8');
}
