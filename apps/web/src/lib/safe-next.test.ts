import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './safe-next';

describe('safeNextPath: where ?next= may send someone after signing in', () => {
  it.each(['/invite/abcdefghijklmnop_-', '/dashboard/workspace/3', '/dashboard?folder=2#top', '/'])(
    'accepts the app path %s',
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'dashboard',
    '//evil.example/steal',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/dash\\board',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /dashboard',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('carries the return address, encoded, with or without the sign-up mode', () => {
    expect(loginPath('/invite/abc')).toBe('/login?next=%2Finvite%2Fabc');
    expect(loginPath('/invite/abc', 'signup')).toBe('/login?mode=signup&next=%2Finvite%2Fabc');
  });
});
