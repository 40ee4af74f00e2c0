import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import { clearCookies } from './cookies';

// The suite shares two cores with the speech tests; 1 s (the default) is too tight to wait for a render there,
// and the first visit to a lazy route (its modules transformed on demand) took over 5 s under that load, and
// over 10 s once npm test ran the heavy server tests beside the web tests. A hang guard, under the test's 30 s.
configure({ asyncUtilTimeout: 25_000 });

// Node 24's Request (undici) refuses jsdom's AbortSignal, which react-router hands it on every navigation
// (vitest issue 8374). A test never aborts a navigation, so such a signal stays behind.
globalThis.Request = new Proxy(globalThis.Request, {
  construct(NodeRequest, [input, init]: [RequestInfo | URL, RequestInit | undefined]) {
    try {
      return new NodeRequest(input, init);
    } catch (error) {
      if (!init?.signal) throw error;
      return new NodeRequest(input, { ...init, signal: undefined });
    }
  },
});

// The file list scrolls the window to keep virtualised rows in place; jsdom has no layout to scroll.
window.scrollTo = () => undefined;

afterEach(() => {
  // sonner keeps its toasts between renders: one test's toast must not be found by the next.
  toast.dismiss();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
