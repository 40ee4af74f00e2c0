import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page is mounted: a share link's page stays out of
 * search engines (the server also sends X-Robots-Tag). An element, not an inline script: the CSP allows it.
 */
export function useNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
