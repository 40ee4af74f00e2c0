import { useQueryClient } from '@tanstack/react-query';
import type { TSpeakerBlock } from '@transcribe/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import type { TranscriptData } from '@/api/transcripts/save-transcript';
import { fetchTranscriptData } from '@/api/transcripts/transcript';
import { useErrorText } from '@/lib/error-text';
import { reapplyEdits } from './reapply-edits';

interface Draft {
  /** The saved copy the draft was made on. */
  base: TranscriptData | undefined;
  draft: TSpeakerBlock[];
  /** Goes on editing `blocks`, now made on `base`. */
  restart: (blocks: TSpeakerBlock[], base: TranscriptData) => void;
  /** Leaves edit mode, dropping the draft. */
  stop: () => void;
}

/**
 * A save refused because someone else saved first: the draft stays while the person chooses to reload
 * the newer text (dropping theirs) or to re-apply their own changes on top of it, unsaved, to review.
 */
export function useSaveConflict(transcriptId: number | undefined, editor: Draft) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { base, draft, restart, stop } = editor;

  /** Fetches the newest copy into the cache and answers the cached one (the view's `saved`). */
  const newest = useCallback(async () => {
    const key = transcriptKeys.data(transcriptId);
    const fresh = await queryClient.fetchQuery({
      queryKey: key,
      queryFn: () => fetchTranscriptData(transcriptId),
      staleTime: 0,
    });
    return queryClient.getQueryData<TranscriptData>(key) ?? fresh;
  }, [queryClient, transcriptId]);

  const settle = useCallback(
    async (then: (fresh: TranscriptData) => void) => {
      setBusy(true);
      try {
        then(await newest());
        setOpen(false);
      } catch (error) {
        toast.error(errorText(error, 'transcript.edit.reloadFailed'));
      } finally {
        setBusy(false);
      }
    },
    [newest, errorText],
  );

  const reload = useCallback(() => settle(() => stop()), [settle, stop]);

  const reapply = useCallback(
    () =>
      settle((fresh) => {
        const mine = reapplyEdits(base?.audio_transcript_data ?? [], draft, fresh.audio_transcript_data);
        restart(mine.blocks, fresh);
        if (mine.missed > 0) toast.warning(t('transcript.edit.missed', { count: mine.missed }));
        else toast.info(t('transcript.edit.reapplied'));
      }),
    [settle, base, draft, restart, t],
  );

  const show = useCallback(() => setOpen(true), []);
  const dismiss = useCallback(() => setOpen(false), []);
  return { open, busy, show, dismiss, reload, reapply };
}

export type SaveConflict = ReturnType<typeof useSaveConflict>;
