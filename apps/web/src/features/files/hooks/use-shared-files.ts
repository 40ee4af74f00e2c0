import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { takeSharedFiles } from '../share-target/shared-files';

/**
 * When `shared` (the dashboard was opened at `?shared=1` by the share target): hands the files the service
 * worker kept to `add`, once, and drops `shared` from the address so a reload does not look again.
 */
export function useSharedFiles(shared: boolean, add: (files: File[]) => void): void {
  const [, setParams] = useSearchParams();
  const addRef = useRef(add);
  addRef.current = add;
  useEffect(() => {
    if (!shared) return;
    let live = true;
    void takeSharedFiles().then((files) => {
      if (!live) return;
      if (files.length > 0) addRef.current(files);
      setParams(
        (params) => {
          params.delete('shared');
          return params;
        },
        { replace: true },
      );
    });
    return () => {
      live = false;
    };
  }, [shared, setParams]);
}
