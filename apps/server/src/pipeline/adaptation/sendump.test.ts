import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACOUSTIC_MODEL_DIR } from '../engines/pocketsphinx.js';
import { mixtureWeightsFile, readSendump } from './sendump.js';

/** A sendump of 2 senones, 1 feature stream and 3 densities, written as pocketsphinx writes one. */
function tinySendump(bigEndian: boolean): Buffer {
  const int = (n: number) => {
    const b = Buffer.alloc(4);
    if (bigEndian) b.writeUInt32BE(n);
    else b.writeUInt32LE(n);
    return b;
  };
  const string = (s: string) => Buffer.concat([int(s.length + 1), Buffer.from(`${s}\0`, 'latin1')]);
  return Buffer.concat([
    string('tiny'),
    string('feature_count 1'),
    string('mixw_shift 10'),
    int(0),
    int(3), // densities
    int(2), // senones
    // density-major: for each density, one byte per senone
    Buffer.from([0, 5, 1, 0, 255, 7]),
  ]);
}

const weight = (q: number) => Math.fround(1.0001 ** -(q * 1024));

describe('readSendump and mixtureWeightsFile', () => {
  it.each([false, true])('read quantised weights back in senone order (big-endian: %s)', (bigEndian) => {
    const mixw = readSendump(tinySendump(bigEndian));
    expect([mixw.senones, mixw.features, mixw.densities]).toEqual([2, 1, 3]);
    expect([...mixw.weights]).toEqual([0, 1, 255, 5, 0, 7].map(weight));
  });

  it('writes the Sphinx-3 binary layout: padded s3 header, byte-order magic, dimensions, floats', () => {
    const file = mixtureWeightsFile(readSendump(tinySendump(false)));
    const header = 's3\nversion 1.0\n  endhdr\n';
    expect(file.toString('latin1', 0, header.length)).toBe(header);
    expect(header.length % 4).toBe(0);
    const at = header.length;
    expect(file.readUInt32LE(at)).toBe(0x11223344);
    expect([4, 8, 12, 16].map((o) => file.readUInt32LE(at + o))).toEqual([2, 1, 3, 6]);
    expect(file.readFloatLE(at + 20 + 4)).toBe(weight(1));
    expect(file.length).toBe(at + 20 + 6 * 4);
  });

  it("converts Debian's en-us model: each senone's weights per feature stream sum to about 1", () => {
    const sendump = readFileSync(join(ACOUSTIC_MODEL_DIR, 'sendump'));
    const mixw = readSendump(sendump);
    expect([mixw.senones, mixw.features, mixw.densities]).toEqual([5126, 3, 128]);
    for (let s = 0; s < mixw.senones; s++) {
      for (let f = 0; f < mixw.features; f++) {
        const from = (s * mixw.features + f) * mixw.densities;
        const sum = mixw.weights.subarray(from, from + mixw.densities).reduce((a, b) => a + b, 0);
        // Quantising to 8 bits loses the smallest weights: the sums lie between 0.91 and 0.99.
        expect(sum).toBeGreaterThan(0.85);
        expect(sum).toBeLessThan(1.0001);
      }
    }
    // Byte for byte what sphinxtrain's converter (its Python port) wrote from this package's sendump
    // (pocketsphinx-en-us 0.8+5prealpha+1-15): checked only for that input.
    const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    if (sha(sendump) === '8c9564c0d5bef69ca9d9bf1014abe162f071644cf02cf1fa8a483c3dc165a7a8') {
      expect(sha(mixtureWeightsFile(mixw))).toBe(
        '0b2d0e3b2c5d92e2d0c7fb7d3536c59c93e556d9e7d28352298226b0e531c314',
      );
    }
  });
});
