import PDFDocument from 'pdfkit';
import { documentOutline } from './document-outline.js';
import type { ExportDocument, ExportOptions } from './export-document.js';

/** DejaVu Sans, embedded so accented and other Latin-script letters render in any viewer. */
export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

const GREY = '#555555';
const MARGIN = 56;

/**
 * A4 PDF: title, recording details, the summary when there is one, then speaker-labelled paragraphs with
 * times; "Page n of m" below.
 */
export function renderPdf(
  document: ExportDocument,
  options: ExportOptions,
  fonts: PdfFonts,
): Promise<Buffer> {
  const outline = documentOutline(document, options);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: outline.title, Creator: 'Transcribe' },
  });
  const done = collect(pdf);
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);

  pdf.font('bold').fontSize(18).fillColor('black').text(outline.title);
  pdf.moveDown(0.4).fontSize(10);
  for (const [label, value] of outline.details) {
    pdf.font('bold').fillColor(GREY).text(`${label}: `, { continued: true }).font('body').text(value);
  }
  if (outline.summary) {
    pdf.moveDown(1).font('bold').fontSize(13).fillColor('black').text('Summary');
    pdf.moveDown(0.5).font('body').fontSize(11);
    for (const paragraph of outline.summary) pdf.text(paragraph, { paragraphGap: 6 });
  }
  pdf.moveDown(1).font('bold').fontSize(13).fillColor('black').text('Transcript');
  pdf.moveDown(0.5);
  for (const section of outline.sections) {
    if (section.speaker !== null) {
      pdf.font('bold').fontSize(11).fillColor('black').text(section.speaker, { paragraphGap: 2 });
    }
    for (const paragraph of section.paragraphs) {
      pdf.font('body').fontSize(11);
      if (paragraph.time !== null) pdf.fillColor(GREY).text(`[${paragraph.time}] `, { continued: true });
      pdf.fillColor('black').text(paragraph.text, { paragraphGap: 4 });
    }
    pdf.moveDown(0.6);
  }
  numberPages(pdf);
  pdf.end();
  return done;
}

function numberPages(pdf: PDFKit.PDFDocument): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    // Writing below the bottom margin would start a new page; lift the margin while writing the number.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('body')
      .fontSize(9)
      .fillColor(GREY)
      .text(`Page ${i + 1} of ${count}`, MARGIN, pdf.page.height - MARGIN + 8, {
        width: pdf.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
