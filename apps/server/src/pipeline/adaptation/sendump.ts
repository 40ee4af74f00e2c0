import { PipelineError } from '../pipeline-error.js';

/**
 * The mixture weights of a semi-continuous or phonetically tied model as pocketsphinx ships them
 * (`sendump`: 8-bit quantised negative logs), turned back into the Sphinx-3 `mixture_weights` file that
 * sphinxtrain's `bw` reads. A port of sphinxtrain's sendump-to-mixw conversion.
 */
export interface MixtureWeights {
  senones: number;
  features: number;
  densities: number;
  /** Weights in [senone][feature][density] order. */
  weights: Float32Array;
}

/** Reads `sendump`: header strings, then per feature stream and density one quantised byte per senone. */
export function readSendump(data: Buffer): MixtureWeights {
  let offset = 0;
  let bigEndian = false;
  const int = (): number => {
    if (offset + 4 > data.length) throw malformed('it ends early');
    let n = bigEndian ? data.readUInt32BE(offset) : data.readUInt32LE(offset);
    if (n > 65536 && !bigEndian) {
      // The first length tells the byte order: a small number read the wrong way round is a huge one.
      bigEndian = true;
      n = data.readUInt32BE(offset);
    }
    offset += 4;
    return n;
  };
  const string = (): string | undefined => {
    const length = int();
    if (length === 0) return undefined;
    const text = data.toString('latin1', offset, offset + length - 1); // without its NUL
    offset += length;
    return text;
  };
  string(); // the title
  const header = new Map<string, number>();
  for (let line = string(); line !== undefined; line = string()) {
    const [key = '', value = ''] = line.trim().split(/\s+/);
    header.set(key, Number(value));
  }
  if ((header.get('cluster_count') ?? 0) !== 0) throw malformed('clustered weights are not supported');
  const shift = header.get('mixw_shift') ?? 10;
  const features = header.get('feature_count') ?? 0;
  const densities = int();
  const senones = int();
  if (features <= 0 || densities <= 0 || senones <= 0) throw malformed('its dimensions are missing');
  if (offset + features * densities * senones > data.length) throw malformed('it ends early');
  // 1.0001^-(q << shift) for each of the 256 quantised values.
  const table = Float64Array.from({ length: 256 }, (_, q) => 1.0001 ** -(q * 2 ** shift));
  const weights = new Float32Array(senones * features * densities);
  for (let f = 0; f < features; f++) {
    for (let d = 0; d < densities; d++) {
      for (let s = 0; s < senones; s++) {
        weights[(s * features + f) * densities + d] = table[data[offset++] as number] as number;
      }
    }
  }
  return { senones, features, densities, weights };
}

/**
 * The Sphinx-3 binary parameter file of the weights: an `s3` text header padded so `endhdr\n` ends on a
 * 4-byte boundary, the byte-order magic 0x11223344, the three dimensions and their product, then float32s.
 */
export function mixtureWeightsFile(mixw: MixtureWeights): Buffer {
  const head = 's3\nversion 1.0\n';
  const end = 'endhdr\n';
  const rest = (head.length + end.length) & 3;
  const text = Buffer.from(head + ' '.repeat(rest ? 4 - rest : 0) + end, 'latin1');
  const numbers = Buffer.alloc(20);
  numbers.writeUInt32LE(0x11223344, 0);
  numbers.writeUInt32LE(mixw.senones, 4);
  numbers.writeUInt32LE(mixw.features, 8);
  numbers.writeUInt32LE(mixw.densities, 12);
  numbers.writeUInt32LE(mixw.weights.length, 16);
  const values = Buffer.alloc(mixw.weights.length * 4);
  for (let i = 0; i < mixw.weights.length; i++) values.writeFloatLE(mixw.weights[i] as number, i * 4);
  return Buffer.concat([text, numbers, values]);
}

function malformed(why: string): PipelineError {
  return new PipelineError(`The acoustic model's sendump cannot be read: ${why}.`, false);
}
