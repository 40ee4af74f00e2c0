import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from '../engines/pocketsphinx-output.js';
import { parseHypseg } from './recognise-utterances.js';

describe('parseHypseg', () => {
  it("turns pocketsphinx_batch's word segments into timed words, fillers and alternates dropped", () => {
    const line =
      'u00001 S 0 T -296 A -280 L -15 0 -222 0 <s> 5 -355 -346 to(2) 17 -741 -371 look 38 -88 -52 <sil> 60 -28 -2 home 91';
    const lines = parseHypseg(`${line}\nu00002 S 0 T 0 A 0 L 0 0\n`);
    expect(lines.get('u00002')).toBe('');
    const words = parsePocketsphinxOutput(lines.get('u00001') ?? '', 12);
    expect(words).toEqual([
      { word: 'to', start: 12.05, end: 12.17, confidence: 1 },
      { word: 'look', start: 12.17, end: 12.38, confidence: 1 },
      { word: 'home', start: 12.6, end: 12.91, confidence: 1 },
    ]);
  });
});
