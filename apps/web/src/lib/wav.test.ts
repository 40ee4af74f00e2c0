import { describe, expect, it } from 'vitest';
import { encodeWav } from './wav';

describe('WAV encoding of a recording', () => {
  it('writes a 16-bit mono PCM header and clamped samples', () => {
    const wav = new DataView(encodeWav(new Float32Array([0, 1, -1, 2, -0.5]), 16_000));
    const text = (at: number) => String.fromCharCode(...new Uint8Array(wav.buffer, at, 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(wav.getUint32(4, true)).toBe(36 + 10);
    expect(wav.getUint16(20, true)).toBe(1); // PCM
    expect(wav.getUint16(22, true)).toBe(1); // mono
    expect(wav.getUint32(24, true)).toBe(16_000);
    expect(wav.getUint32(28, true)).toBe(32_000);
    expect(wav.getUint16(34, true)).toBe(16);
    expect(wav.getUint32(40, true)).toBe(10);
    expect([0, 1, 2, 3, 4].map((i) => wav.getInt16(44 + i * 2, true))).toEqual([
      0, 32767, -32768, 32767, -16384,
    ]);
  });
});
