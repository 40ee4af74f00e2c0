import { describe, expect, it } from 'vitest';
import { audioPagePath } from './audio-page-path';
import { listQueryIn } from './list-query';

describe("the file list's query", () => {
  it("takes an address's filters and sort in a fixed order, leaving out everything else and empty ones", () => {
    const address = new URLSearchParams(
      'order=asc&folder=3&shared=1&tag=4&status=&sort=name&tag=9&starred=true',
    );
    expect(listQueryIn(address)).toBe('tag=4&tag=9&starred=true&sort=name&order=asc');
    expect(listQueryIn(new URLSearchParams('folder=3'))).toBe('');
  });

  it('asks for the Archive with archived=true', () => {
    expect(listQueryIn(new URLSearchParams('starred=true'), true)).toBe('starred=true&archived=true');
  });

  it("goes into every page's address, the cursor last", () => {
    expect(audioPagePath(3, 'abc', 'tag=4&sort=name')).toBe(
      '/api/v1/audio?limit=100&folder_id=3&tag=4&sort=name&cursor=abc',
    );
    expect(audioPagePath(null, null)).toBe('/api/v1/audio?limit=100');
  });
});
