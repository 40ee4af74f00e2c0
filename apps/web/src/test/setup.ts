import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearCookies } from './cookies';

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
