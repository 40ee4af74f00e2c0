import { describe, expect, it } from 'vitest';
import { ACCURATE_ACCURACY, FAST_ACCURACY, mode } from '../../../test/catalogue-fixture';
import { moreAccurateMode } from './better-mode';

const FAST = mode(1, 'Fast', FAST_ACCURACY);
const SERVER = mode(2, 'Speech server', { rank: 2, word_error_percent: null, source: 'unknown' }, [
  'en',
  'de',
]);
const ACCURATE = mode(3, 'Accurate', ACCURATE_ACCURACY, ['en', 'fr']);

describe('the more accurate mode', () => {
  it('is the highest ranked installed mode above the current one that transcribes the language', () => {
    expect(moreAccurateMode([FAST, SERVER, ACCURATE], 'Fast', 'en')).toBe(ACCURATE);
    expect(moreAccurateMode([FAST, SERVER, ACCURATE], 'Fast', 'de')).toBe(SERVER);
    expect(moreAccurateMode([FAST, SERVER, ACCURATE], 'Speech server', 'en')).toBe(ACCURATE);
  });

  it('is none for the most accurate mode, another language, or a mode the catalogue no longer lists', () => {
    expect(moreAccurateMode([FAST, ACCURATE], 'Accurate', 'en')).toBeUndefined();
    expect(moreAccurateMode([FAST, ACCURATE], 'Fast', 'de')).toBeUndefined();
    expect(moreAccurateMode([FAST, ACCURATE], 'Retired', 'en')).toBeUndefined();
  });
});
