import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page in its own chunk, like React.lazy, whose chunk can also be loaded before the first render
 * (`preload`). React.lazy suspends on any promise, even a settled one, and a suspense fallback once shown
 * holds the page back for at least 300 ms; a page already loaded is handed over through a thenable that
 * answers at once, so React renders it without suspending.
 */
export function preloadablePage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Page: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Page = lazy(() => {
    const page = loaded;
    if (!page) return preload().then((component) => ({ default: component }));
    const answered = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: lazy() calls then(), answered at once
      then(resolve: (module: { default: ComponentType<P> }) => unknown) {
        resolve({ default: page });
      },
    };
    // lazy() types its loader as a Promise; it only calls then(), which answers synchronously here.
    return answered as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Page, preload };
}
