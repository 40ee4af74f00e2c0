import { useQuery } from '@tanstack/react-query';
import { languagesQuery } from './languages';
import { modelsQuery } from './models';

/**
 * The transcription modes and languages, for a dialog that offers them (upload, record, redo); not loaded
 * while `enabled` is false.
 */
export function useCatalogue(enabled: boolean) {
  return {
    models: useQuery({ ...modelsQuery, enabled }),
    languages: useQuery({ ...languagesQuery, enabled }),
  };
}
