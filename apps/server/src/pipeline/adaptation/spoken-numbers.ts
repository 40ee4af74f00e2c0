const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1_000_000_000, 'billion'],
  [1_000_000, 'million'],
  [1_000, 'thousand'],
  [100, 'hundred'],
];
const ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/**
 * A run of digits as the words someone reading it says: a number below a trillion as a number ("four
 * hundred twenty one"), a longer one or one with a leading zero (a phone number, a code) digit by digit.
 */
export function spokenDigits(digits: string): string[] {
  if (digits.length > 12 || (digits.length > 1 && digits.startsWith('0'))) {
    return [...digits].map((d) => ONES[Number(d)] as string);
  }
  return spokenNumber(Number(digits));
}

/** A whole number from 0 to below a trillion in words. */
export function spokenNumber(n: number): string[] {
  if (n < 20) return [ONES[n] as string];
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] as string;
    return n % 10 === 0 ? [tens] : [tens, ONES[n % 10] as string];
  }
  for (const [size, name] of SCALES) {
    if (n >= size) {
      const rest = n % size;
      return [...spokenNumber(Math.floor(n / size)), name, ...(rest ? spokenNumber(rest) : [])];
    }
  }
  return [];
}

/** The ordinal of a number's words: "twenty one" → "twenty first". */
export function ordinal(words: string[]): string[] {
  const last = words.at(-1) ?? '';
  const changed = ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), changed];
}
