import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Full screen for `target`, the box holding the picture and its captions: the bare <video> in full screen
 * would show the picture alone. `supported` is false where the browser offers no element full screen
 * (iPhone Safari), and the button is then left out.
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const update = () => setOn(Boolean(target.current) && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    // Refused (no user gesture, a policy): the button stays as it is, nothing else to tell.
    if (document.fullscreenElement === element) document.exitFullscreen()?.catch(() => undefined);
    else element.requestFullscreen()?.catch(() => undefined);
  }, [target]);

  return { supported: document.fullscreenEnabled === true, on, toggle };
}
