import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfFonts } from '../exports/pdf.js';

const SYSTEM_DIR = '/usr/share/fonts/truetype/dejavu'; // Debian fonts-dejavu-core

/** The TrueType file from the npm package dejavu-fonts-ttf, else from the system's DejaVu. */
function fontPath(file: string): string {
  try {
    return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
  } catch {
    const system = `${SYSTEM_DIR}/${file}`;
    if (existsSync(system)) return system;
    throw new Error(`Font ${file} not found: install the npm package dejavu-fonts-ttf or fonts-dejavu-core.`);
  }
}

let fonts: PdfFonts | undefined;

/** DejaVu Sans regular and bold, read once. */
export function pdfFonts(): PdfFonts {
  fonts ??= {
    regular: readFileSync(fontPath('DejaVuSans.ttf')),
    bold: readFileSync(fontPath('DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
