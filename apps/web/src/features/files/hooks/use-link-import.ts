import type { TImport, TTranscriptionRequest } from '@transcribe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { readLinkImport, startLinkImport } from '@/api/audio/link-imports';
import { ApiError, type ErrorCode } from '@/lib/api-error';
import { useErrorText } from '@/lib/error-text';

/** How often a running import is read again. */
const POLL_MS = 1000;

/**
 * The upload dialog's link: the address typed, and the import it starts, read again every second until it
 * has ended (completed, a copy of a file already there, or failed) and said: `importWith` resolves to
 * whether the dialog may close (imported and transcribing), else `failure` or `current` says why not.
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

  async function run(transcription: TTranscriptionRequest, folderId: number | null): Promise<TImport> {
    let state = await startLinkImport({
      url: url.trim(),
      transcription,
      keep_duplicate: false,
      ...(folderId !== null && { folder_id: folderId }),
    });
    setCurrent(state);
    for (let first = true; state.import_status === 'importing' && alive.current; first = false) {
      if (!first) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      state = await readLinkImport(state.import_id);
      setCurrent(state);
    }
    return state;
  }

  async function importWith(transcription: TTranscriptionRequest, folderId: number | null): Promise<boolean> {
    setFailure(undefined);
    try {
      const outcome = await run(transcription, folderId);
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
