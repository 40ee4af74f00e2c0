import { useEffect, useState } from 'react';

/** True once the page has scrolled past `threshold` pixels (the spec's 10 px for the landing header). */
export function useScrolled(threshold = 10): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
