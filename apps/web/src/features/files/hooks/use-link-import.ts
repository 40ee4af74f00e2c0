import type { TImport, TTranscriptionRequest } from '@transcribe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { readLinkImport, startLinkImport } from '@/api/audio/link-imports';
import { ApiError, type ErrorCode } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

/** A running import is read again when the progress stream told nothing of it for this long. */
const UNTOLD_MS = 3000;

/**
 * The upload dialog's link: the address typed, and the import it starts, followed on the progress stream
 * (`import_progress`; read again when the stream is quiet) until it has ended (completed, a copy of a file
 * already there, or failed) and said: `importWith` resolves to whether the dialog may close (imported and
 * transcribing), else `failure` or `current` says why not.
 */
export function useLinkImport() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidateFiles = useInvalidateFiles();
  const [url, setUrl] = useState('');
  const [current, setCurrent] = useState<TImport | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  async function run(
    transcription: TTranscriptionRequest,
    folderId: number | null,
    keepDuplicate: boolean,
  ): Promise<TImport> {
    const { followImports } = await import('@/lib/progress/import-events');
    const told = followImports();
    try {
      let state = await startLinkImport({
        url: url.trim(),
        transcription,
        keep_duplicate: keepDuplicate,
        ...(folderId !== null && { folder_id: folderId }),
      });
      setCurrent(state);
      // Read once at once (a short download may be over already), then as the stream tells.
      if (state.import_status === 'importing') state = await readLinkImport(state.import_id);
      setCurrent(state);
      while (state.import_status === 'importing' && alive.current) {
        state = (await told.next(state.import_id, UNTOLD_MS)) ?? (await readLinkImport(state.import_id));
        setCurrent(state);
      }
      return state;
    } finally {
      told.stop();
    }
  }

  /** With `keepDuplicate`, a recording already in the library is imported as a second copy all the same. */
  async function importWith(
    transcription: TTranscriptionRequest,
    folderId: number | null,
    keepDuplicate = false,
  ): Promise<boolean> {
    setFailure(undefined);
    try {
      const outcome = await run(transcription, folderId, keepDuplicate);
      if (outcome.import_status === 'failed') {
        const code = (outcome.import_error_code ?? undefined) as ErrorCode | undefined;
        const error = new ApiError({ status: 0, code, serverMessage: outcome.import_error ?? undefined });
        setFailure(errorText(error, 'upload.link.failed'));
        return false;
      }
      void invalidateFiles();
      if (outcome.audio_duplicate_of) return false;
      toast.info(t('upload.link.done'));
      return true;
    } catch (error) {
      setFailure(errorText(error, 'upload.link.failed'));
      return false;
    }
  }

  return { url, setUrl, current, failure, importWith };
}
