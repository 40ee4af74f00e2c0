import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './binary-request';

describe('file name from content-disposition', () => {
  it('prefers the exact UTF-8 name, else the plain one, else none', () => {
    expect(fileNameFrom(`attachment; filename="R_union.pdf"; filename*=UTF-8''R%C3%A9union.pdf`)).toBe(
      'Réunion.pdf',
    );
    expect(fileNameFrom('attachment; filename="call 1.wav"')).toBe('call 1.wav');
    expect(fileNameFrom('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameFrom(`attachment; filename="x.srt"; filename*=UTF-8''%E0%A4%A`)).toBe('x.srt');
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom('inline')).toBeUndefined();
  });
});
