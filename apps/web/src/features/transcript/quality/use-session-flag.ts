import { useCallback, useState } from 'react';

function stored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** A flag kept for the browser tab's session: a banner dismissed stays so until the tab closes. */
export function useSessionFlag(key: string): [set: boolean, raise: () => void] {
  // The key raised here, for when storage is refused (private mode, full): it then holds while this lives.
  const [raised, setRaised] = useState<string | null>(null);
  const raise = useCallback(() => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Kept in state only.
    }
    setRaised(key);
  }, [key]);
  return [raised === key || stored(key), raise];
}
