import { useQueryClient } from '@tanstack/react-query';
import type { TSpeakerBlock } from '@transcribe/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRevision } from '@/api/revisions/revision';
import { useRevisions } from '@/api/revisions/revisions';
import { transcriptKeys } from '@/api/transcripts/query-keys';
import { useSaveTranscript } from '@/api/transcripts/save-transcript';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { formatTimestamp } from '@/lib/format';
import { editSegmentText, toEditPayload } from '../model/transcript-draft';
import { DiffText } from './diff-text';
import { RevisionHistory } from './revision-history';
import { segmentChanges } from './segment-changes';

/**
 * "Changes": each segment whose text differs from the machine's (revision 1) with its words inserted and
 * deleted, a Revert for each changed one, and the revision history with Restore (neither when `readOnly`:
 * a workspace's viewer or commenter).
 */
export function ChangesView({
  transcriptId,
  blocks,
  readOnly = false,
}: {
  transcriptId: number;
  blocks: TSpeakerBlock[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const queryClient = useQueryClient();
  const revisions = useRevisions(transcriptId);
  const first = revisions.data?.[0]?.revision_number;
  const machine = useRevision(transcriptId, first);
  const save = useSaveTranscript(transcriptId, toEditPayload);
  const changes = useMemo(
    () => (machine.data ? segmentChanges(machine.data.audio_transcript_data, blocks) : []),
    [machine.data, blocks],
  );

  if (revisions.isError || machine.isError)
    return (
      <Notice tone="error">
        {errorText(revisions.error ?? machine.error, 'transcript.changes.loadFailed')}
      </Notice>
    );
  if (revisions.isPending || (first !== undefined && machine.isPending))
    return (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-16 w-full" />
      </div>
    );

  const revert = (segmentId: number, text: string) =>
    save.mutate(
      { blocks: editSegmentText(blocks, segmentId, text) },
      {
        onSuccess: () => {
          toast.success(t('transcript.changes.reverted'));
          void queryClient.invalidateQueries({
            queryKey: transcriptKeys.revisions(transcriptId),
            exact: true,
          });
        },
        onError: (error) => toast.error(errorText(error, 'transcript.edit.saveFailed')),
      },
    );

  const baseline = machine.data?.revision_kind === 'baseline';
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-sm font-semibold text-fg">
          {t(baseline ? 'transcript.changes.sinceBaseline' : 'transcript.changes.sinceMachine')}
        </h2>
        {changes.length === 0 ? (
          <p className="text-sm text-muted">{t('transcript.changes.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {changes.map((change) => {
              const time = formatTimestamp(change.start);
              return (
                <li
                  key={`${change.kind}${change.segmentId}`}
                  className="flex gap-3 rounded-lg border border-border p-3"
                >
                  <span className="w-14 shrink-0 text-xs text-muted tabular-nums">{time}</span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="text-xs text-muted">
                      {change.speaker} · {t(`transcript.changes.${change.kind}`)}
                    </p>
                    <DiffText parts={change.parts} />
                  </div>
                  {change.kind === 'changed' && !readOnly ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="h-7 self-start"
                      aria-label={t('transcript.changes.revertAt', { time })}
                      disabled={save.isPending}
                      onClick={() => revert(change.segmentId, change.machine)}
                    >
                      {t('transcript.changes.revert')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {revisions.data && revisions.data.length > 0 ? (
        <RevisionHistory transcriptId={transcriptId} revisions={revisions.data} readOnly={readOnly} />
      ) : null}
    </div>
  );
}
