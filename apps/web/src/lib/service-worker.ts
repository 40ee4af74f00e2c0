/**
 * Registers /sw.js (the build writes it; see docs/web-app.md) in production builds only: never
 * under `vite dev` or the tests, nor in a browser without service workers.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be registered; the app works without it.', error);
    });
  });
}
