import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { speechModelsDir } from '../../test-support/speech-fixtures.js';
import { arpabetOf, ESPEAK_TO_ARPABET } from './espeak-arpabet.js';
import { espeakPronunciations } from './espeak-pronunciations.js';

/** The phones of /usr/share/pocketsphinx/model/en-us/en-us/mdef, without its noise and silence phones. */
const ACOUSTIC_MODEL_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);

describe('ESPEAK_TO_ARPABET', () => {
  it('maps every espeak-ng phoneme onto phones the acoustic model has', () => {
    for (const phones of Object.values(ESPEAK_TO_ARPABET)) {
      for (const phone of phones.split(' ').filter(Boolean)) expect(ACOUSTIC_MODEL_PHONES).toContain(phone);
    }
  });
});

describe('arpabetOf', () => {
  it("reads espeak-ng's -x --sep=_ output, without stress marks", () => {
    expect(arpabetOf("d_'a_S_w_U_d")).toEqual(['D', 'AE', 'SH', 'W', 'UH', 'D']);
    expect(arpabetOf("k_j_'u:_b_3_n_,i:_t_s")).toEqual(['K', 'Y', 'UW', 'B', 'ER', 'N', 'IY', 'T', 'S']);
    expect(arpabetOf("tS_'I_k_OI_n")).toEqual(['CH', 'IH', 'K', 'OY', 'N']);
    expect(arpabetOf("S_'eI_b_@L")).toEqual(['SH', 'EY', 'B', 'AH', 'L']);
  });

  it('says an r once when espeak-ng writes it in the vowel and after it', () => {
    expect(arpabetOf("m_'A@_r_@_z")).toEqual(['M', 'AA', 'R', 'AH', 'Z']);
    expect(arpabetOf("k_3:_r_'I_k")).toEqual(['K', 'ER', 'IH', 'K']);
  });

  it('drops marks and linking sounds, and refuses a phoneme it does not know or no sound', () => {
    expect(arpabetOf("m_'A@_n_i_;")).toEqual(['M', 'AA', 'R', 'N', 'IY']);
    expect(arpabetOf("m_'I_l_I2_t#_3_r-")).toEqual(['M', 'IH', 'L', 'IH', 'T', 'ER']);
    expect(arpabetOf("b_'Y_d")).toBeUndefined();
    expect(arpabetOf('')).toBeUndefined();
  });
});

describe('espeakPronunciations', () => {
  const signal = new AbortController().signal;

  it('pronounces all the words with one espeak-ng as the dictionary does', async () => {
    const words = ['dashwood', 'prudently', 'selfish', "o'brien", 'kubernetes'];
    const found = await espeakPronunciations(words, signal);
    expect(found.get('dashwood')).toEqual(['D', 'AE', 'SH', 'W', 'UH', 'D']);
    expect(found.get('prudently')).toEqual(['P', 'R', 'UW', 'D', 'AH', 'N', 'T', 'L', 'IY']);
    expect(found.get('selfish')).toEqual(['S', 'EH', 'L', 'F', 'IH', 'SH']);
    expect(found.get("o'brien")).toEqual(['OW', 'B', 'R', 'AY', 'AH', 'N']);
    expect(found.get('kubernetes')).toEqual(['K', 'Y', 'UW', 'B', 'ER', 'N', 'IY', 'T', 'S']);
  });

  it("agrees with the dictionary's pronunciations of most of its words", async () => {
    const dictionary = new Map<string, string[]>();
    for (const line of readFileSync(join(speechModelsDir(), 'cmudict-en-us.dict'), 'utf8').split('\n')) {
      const [head = '', ...phones] = line.trim().split(/\s+/);
      const word = head.replace(/\(\d+\)$/, '');
      if (/^[a-z][a-z']*$/.test(word))
        dictionary.set(word, [...(dictionary.get(word) ?? []), phones.join(' ')]);
    }
    // Every 50th word: 2,700 words, mostly names.
    const words = [...dictionary.keys()].filter((_, i) => i % 50 === 0);
    const found = await espeakPronunciations(words, signal);
    const same = words.filter((word) => dictionary.get(word)?.includes(found.get(word)?.join(' ') ?? ''));
    expect(found.size).toBe(words.length);
    expect(same.length / words.length).toBeGreaterThan(0.55);
  });

  it('answers nothing, without failing, when espeak-ng is missing', async () => {
    expect(await espeakPronunciations(['dashwood'], signal, 'no-such-espeak')).toEqual(new Map());
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(espeakPronunciations(['dashwood'], controller.signal)).rejects.toThrow('cancelled');
  });
});
