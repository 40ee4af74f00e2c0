import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell } from './csv-cell.js';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

describe('neutraliseCsvCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ["+1+cmd|' /C calc'!A0", `'+1+cmd|' /C calc'!A0`],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['- a dash that starts a line', "'- a dash that starts a line"],
  ])('turns %j into text', (value, expected) => {
    expect(neutraliseCsvCell(value)).toBe(expected);
  });

  it.each(['-0.25', '12.500', '0', 'hello = world', "'quoted", ' =1', ''])(
    'leaves %j alone (a plain number, or nothing a spreadsheet would run)',
    (value) => {
      expect(neutraliseCsvCell(value)).toBe(value);
    },
  );

  it('never returns a cell that starts a formula, and only ever adds one leading apostrophe', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...TRIGGERS).chain((t) => fc.string().map((s) => t + s)),
        ),
        (value) => {
          const cell = neutraliseCsvCell(value);
          const plainNumber = /^-?\d+(\.\d+)?$/.test(value);
          if (!plainNumber) expect(TRIGGERS).not.toContain(cell[0]);
          expect(cell === value || cell === `'${value}`).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
