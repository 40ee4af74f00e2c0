import { describe, expect, it } from 'vitest';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';

// Real output of pocketsphinx_continuous -time yes on two LibriVox sentences (abridged).
const OUTPUT = `he was not an ill disposed young man
<s> 0.000 0.060 0.998601
<sil> 0.070 0.200 0.693751
he 0.210 0.320 0.995908
was(2) 0.330 0.540 0.998701
[SPEECH] 0.980 1.100 0.532021
an(2) 1.110 1.290 0.316120
++NOISE++ 1.295 1.299 0.5
[NOISE] 1.299 1.300 0.5
</s> 2.800 3.090 1.000000
he might even have been made amiable himself
<s> 5.870 5.970 0.999900
consider 6.210 6.370 1.000500
`;

describe('parsePocketsphinxOutput', () => {
  it('keeps spoken words only, without alternate-pronunciation suffixes, shifted onto the file timeline', () => {
    expect(parsePocketsphinxOutput(OUTPUT, 10)).toEqual([
      { word: 'he', start: 10.21, end: 10.32, confidence: 0.995908 },
      { word: 'was', start: 10.33, end: 10.54, confidence: 0.998701 },
      { word: 'an', start: 11.11, end: 11.29, confidence: 0.31612 },
      { word: 'consider', start: 16.21, end: 16.37, confidence: 1 },
    ]);
  });

  it('ignores hypothesis lines and empty output', () => {
    expect(parsePocketsphinxOutput('hello world\n\n', 0)).toEqual([]);
    expect(parsePocketsphinxOutput('', 0)).toEqual([]);
  });
});
