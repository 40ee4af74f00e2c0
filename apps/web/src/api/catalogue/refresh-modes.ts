import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from './query-keys';

/** The server looks at its engines at most every 2 s: a model just installed may take that long to show. */
const SERVER_CATALOGUE_SETTLE_MS = 2500;

/**
 * Asks for the modes and languages again after a model was installed or removed: now, and once more when the
 * server has surely looked at its engines again.
 */
export function useRefreshModes() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.models }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.languages }),
      ]);
    void refresh();
    setTimeout(() => void refresh(), SERVER_CATALOGUE_SETTLE_MS);
  }, [queryClient]);
}
