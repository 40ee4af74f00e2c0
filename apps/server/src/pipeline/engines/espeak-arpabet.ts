/**
 * espeak-ng's English phoneme names (its `-x` output, `-v en-us`) as the phones of pocketsphinx's en-us
 * acoustic model: ARPAbet without stress, as in cmudict-en-us.dict. Built from every phoneme espeak-ng 1.51
 * wrote for 20,000 words of that dictionary, each mapped to the phone(s) it lines up with most often in the
 * dictionary's own pronunciations (mapped espeak pronunciations then match the dictionary exactly for 60% of
 * those words, mostly names, and differ in 10% of phones).
 */
export const ESPEAK_TO_ARPABET: Readonly<Record<string, string>> = {
  // Consonants.
  p: 'P',
  b: 'B',
  t: 'T',
  d: 'D',
  k: 'K',
  g: 'G',
  f: 'F',
  v: 'V',
  s: 'S',
  z: 'Z',
  h: 'HH',
  m: 'M',
  n: 'N',
  l: 'L',
  r: 'R',
  w: 'W',
  j: 'Y',
  T: 'TH',
  D: 'DH',
  S: 'SH',
  Z: 'ZH',
  N: 'NG',
  tS: 'CH',
  dZ: 'JH',
  't#': 'T', // American flap, as in "water"
  t2: 'T',
  'd#': 'D',
  '?': 'T', // glottal stop
  x: 'K',
  C: 'HH',
  'n-': 'AH N', // syllabic n
  'l-': 'AH L',
  'r-': '', // a linking r: the vowel before it already says R
  // Vowels.
  '@': 'AH',
  '@2': 'AH',
  '@5': 'AH',
  '@-': 'AH',
  '@L': 'AH L',
  '3': 'ER',
  '3:': 'ER',
  a: 'AE',
  'a#': 'AH',
  aa: 'AE',
  'A:': 'AA',
  'A@': 'AA R',
  'A~': 'AA N',
  '0': 'AA',
  'O:': 'AO',
  O: 'AO',
  O2: 'AO',
  'O@': 'AO R',
  'o@': 'AO R',
  OI: 'OY',
  E: 'EH',
  e: 'EH',
  'e@': 'EH R',
  eI: 'EY',
  I: 'IH',
  I2: 'IH',
  'I#': 'IH',
  i: 'IY',
  'i:': 'IY',
  'i::': 'IY',
  'i@': 'IY AH',
  'i@3': 'IH R',
  'u:': 'UW',
  u: 'UW',
  U: 'UH',
  'U@': 'UH R',
  V: 'AH',
  aI: 'AY',
  'aI@': 'AY AH',
  aI3: 'AY ER',
  aU: 'AW',
  'aU@': 'AW ER',
  oU: 'OW',
  // Marks, not sounds: palatalisation, extra length.
  ';': '',
  ':': '',
};

/**
 * The ARPAbet phones of one word as espeak-ng wrote it with `-x --sep=_` (e.g. `d_'a_S_w_U_d` ->
 * D AE SH W UH D); undefined when it holds a phoneme the table lacks or no sound at all. An R after R or ER
 * is dropped: espeak writes the r of "marry" both in the vowel (A@) and on its own.
 */
export function arpabetOf(espeak: string): string[] | undefined {
  const phones: string[] = [];
  for (const token of espeak.trim().split(/[_\s]+/)) {
    const name = token.replace(/^[',%=]+/, '');
    if (name === '') continue;
    const mapped = ESPEAK_TO_ARPABET[name];
    if (mapped === undefined) return undefined;
    for (const phone of mapped.split(' ')) {
      if (phone === '' || (phone === 'R' && (phones.at(-1) === 'R' || phones.at(-1) === 'ER'))) continue;
      phones.push(phone);
    }
  }
  return phones.length > 0 ? phones : undefined;
}
