import { describe, expect, it } from 'vitest';
import { filterCount, filtersIn, withFilters, withoutFilters } from './list-filters';

const address = (query: string) => new URLSearchParams(query);

describe("the file list's filters in the address", () => {
  it('are written under the names the server takes, ranges in its units', () => {
    const params = withFilters(address('folder=3'), {
      tags: [4, 9],
      status: 'completed',
      reviewed: 'partly',
      durationMin: '1.5',
      from: '2026-12-01',
      to: '2026-12-31',
      starred: true,
      sort: 'name-desc',
    });
    expect(params.toString()).toBe(
      'folder=3&tag=4&tag=9&status=completed&reviewed_max=99&duration_min=90&created_from=2026-12-01' +
        '&created_to=2027-01-01&starred=true&sort=name&order=desc',
    );
  });

  it('read back as the controls show them', () => {
    expect(
      filtersIn(address('tag=4&tag=x&reviewed_min=100&duration_max=600&created_to=2027-01-01&sort=duration')),
    ).toMatchObject({
      tags: [4],
      reviewed: 'fully',
      durationMax: '10',
      to: '2026-12-31',
      sort: 'duration-desc',
      starred: false,
    });
  });

  it('leave the address when set to any; the newest-first sort is the default and not written', () => {
    const params = withFilters(address('status=failed&reviewed_min=100&sort=name&order=asc'), {
      status: '',
      reviewed: '',
      sort: 'date-desc',
    });
    expect(params.toString()).toBe('');
  });

  it('are counted (a range once) and cleared together, the folder and sort kept', () => {
    const params = address('folder=3&tag=1&tag=2&duration_min=60&duration_max=120&starred=true&sort=name');
    expect(filterCount(params)).toBe(3);
    expect(withoutFilters(params).toString()).toBe('folder=3&sort=name');
  });
});
