/** What a spreadsheet takes as the start of a formula (OWASP CSV injection), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as -0.25: a spreadsheet reads it as a value, not a formula, so it stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell that a spreadsheet shows as text instead of running it: a leading apostrophe is what Excel,
 * LibreOffice and Google Sheets take as "this is text", and it keeps the words readable. A transcript is
 * what someone said, and "=HYPERLINK(...)" or "@SUM(...)" typed into an edit must not become a formula on
 * the machine of whoever opens the export.
 */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
