import { SAMPLE_RATE } from './decode.js';

/**
 * Mel-frequency cepstral coefficients, the classic description of a voice's timbre: 25 ms frames every
 * 10 ms, pre-emphasis, Hamming window, power spectrum, triangular mel filters, log, DCT. The mel range
 * stops at 4 kHz so that telephone-band and wideband recordings of one voice look alike.
 */
const SETTINGS = { coefficients: 13, filters: 26, lowHz: 60, highHz: 4000 };
type MfccSettings = typeof SETTINGS;

const FRAME = 400; // 25 ms at 16 kHz
const HOP = 160; // 10 ms
const FFT_SIZE = 512;

export interface MfccFrames {
  /** One row per frame: coefficients c1..cN (c0, loudness, is left out: it says nothing about who speaks). */
  coefficients: Float64Array[];
  /** Each frame's log energy, to tell voiced frames from pauses. */
  logEnergy: Float64Array;
}

// The filter bank, window and DCT are the same for every segment: built on first use, then kept.
let tables:
  | { filters: ReturnType<typeof melFilterBank>; window: Float64Array; dct: Float64Array[] }
  | undefined;

export function mfcc(samples: Float32Array): MfccFrames {
  const o = SETTINGS;
  tables ??= {
    filters: melFilterBank(o),
    window: hamming(FRAME),
    dct: dctMatrix(o.filters, o.coefficients),
  };
  const { filters, window, dct } = tables;
  const count = samples.length < FRAME ? 0 : 1 + Math.floor((samples.length - FRAME) / HOP);
  const coefficients: Float64Array[] = [];
  const logEnergy = new Float64Array(count);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const melLog = new Float64Array(o.filters);
  for (let f = 0; f < count; f++) {
    const offset = f * HOP;
    re.fill(0);
    im.fill(0);
    let energy = 0;
    for (let i = 0; i < FRAME; i++) {
      const x =
        (samples[offset + i] as number) -
        0.97 * (i > 0 || offset > 0 ? (samples[offset + i - 1] as number) : 0);
      re[i] = x * (window[i] as number);
      energy += x * x;
    }
    logEnergy[f] = Math.log(energy + 1e-10);
    fft(re, im);
    for (let m = 0; m < o.filters; m++) {
      const filter = filters[m] as { from: number; weights: Float64Array };
      let sum = 0;
      for (let k = 0; k < filter.weights.length; k++) {
        const bin = filter.from + k;
        sum += (filter.weights[k] as number) * ((re[bin] as number) ** 2 + (im[bin] as number) ** 2);
      }
      melLog[m] = Math.log(sum + 1e-10);
    }
    const row = new Float64Array(o.coefficients - 1);
    for (let c = 1; c < o.coefficients; c++) {
      const basis = dct[c] as Float64Array;
      let sum = 0;
      for (let m = 0; m < o.filters; m++) sum += (basis[m] as number) * (melLog[m] as number);
      row[c - 1] = sum;
    }
    coefficients.push(row);
  }
  return { coefficients, logEnergy };
}

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

function melFilterBank(o: MfccSettings): { from: number; weights: Float64Array }[] {
  const low = hzToMel(o.lowHz);
  const high = hzToMel(Math.min(o.highHz, SAMPLE_RATE / 2));
  const edges = Array.from({ length: o.filters + 2 }, (_, i) =>
    melToHz(low + ((high - low) * i) / (o.filters + 1)),
  );
  const binHz = SAMPLE_RATE / FFT_SIZE;
  return Array.from({ length: o.filters }, (_, m) => {
    const [left, centre, right] = [edges[m] as number, edges[m + 1] as number, edges[m + 2] as number];
    const from = Math.ceil(left / binHz);
    const to = Math.floor(right / binHz);
    const weights = new Float64Array(Math.max(0, to - from + 1));
    for (let bin = from; bin <= to; bin++) {
      const hz = bin * binHz;
      weights[bin - from] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { from, weights };
  });
}

function hamming(n: number): Float64Array {
  return Float64Array.from({ length: n }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (n - 1)));
}

function dctMatrix(filters: number, coefficients: number): Float64Array[] {
  return Array.from({ length: coefficients }, (_, c) =>
    Float64Array.from({ length: filters }, (_, m) => Math.cos((Math.PI * c * (m + 0.5)) / filters)),
  );
}

/** In-place iterative radix-2 FFT; the length must be a power of two. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const wRe = Math.cos(angle);
    const wIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let curRe = 1;
      let curIm = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = (re[b] as number) * curRe - (im[b] as number) * curIm;
        const tIm = (re[b] as number) * curIm + (im[b] as number) * curRe;
        re[b] = (re[a] as number) - tRe;
        im[b] = (im[a] as number) - tIm;
        re[a] = (re[a] as number) + tRe;
        im[a] = (im[a] as number) + tIm;
        const next = curRe * wRe - curIm * wIm;
        curIm = curRe * wIm + curIm * wRe;
        curRe = next;
      }
    }
  }
}
