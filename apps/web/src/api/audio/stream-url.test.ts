import { describe, expect, it } from 'vitest';
import { streamUrl } from './stream-url';

describe('the stream address', () => {
  it('builds the stream address only with an id and a token', () => {
    expect(streamUrl(5, 'a b')).toBe('/api/v1/audio/stream/5?token=a%20b');
    const warn = console.warn;
    console.warn = () => undefined;
    expect(streamUrl(5, null)).toBe('');
    expect(streamUrl(undefined, 't')).toBe('');
    console.warn = warn;
  });
});
