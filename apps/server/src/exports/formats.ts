import type { TExportFormat } from '@transcribe/contract';
import { renderAss } from './ass.js';
import { renderCsv } from './csv.js';
import { renderDocx } from './docx.js';
import type { ExportDocument, ExportOptions } from './export-document.js';
import { type PdfFonts, renderPdf } from './pdf.js';
import { renderSrt } from './srt.js';
import { renderTxt } from './txt.js';
import { renderVtt } from './vtt.js';

/** The files' media types; text formats say UTF-8 outright. */
export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  ass: 'text/x-ssa; charset=utf-8',
};

/** The transcript as a file of the format. Only PDF needs the fonts, so they are asked for on demand. */
export async function renderExport(
  format: TExportFormat,
  document: ExportDocument,
  options: ExportOptions,
  pdfFonts: () => PdfFonts,
): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(document, options, pdfFonts());
    case 'docx':
      return renderDocx(document, options);
    case 'txt':
      return renderTxt(document, options);
    case 'csv':
      return renderCsv(document, options);
    case 'srt':
      return renderSrt(document, options);
    case 'vtt':
      return renderVtt(document, options);
    case 'ass':
      return renderAss(document, options);
  }
}
