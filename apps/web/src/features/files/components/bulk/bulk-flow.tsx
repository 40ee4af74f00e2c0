import type { TBulkAction, TBulkJob } from '@transcribe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useStartBulk } from '@/api/bulk/start-bulk';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useErrorText } from '@/lib/error-text';
import { type BulkChoice, bulkTarget } from '../../bulk-choice';
import type { FileSelection } from '../../hooks/use-file-selection';
import MoveFilesDialog from '../move-files-dialog';
import { BulkExportDialog } from './bulk-export-dialog';
import { BulkProgressDialog } from './bulk-progress-dialog';
import { BulkSpeakersDialog } from './bulk-speakers-dialog';
import { BulkTagsDialog } from './bulk-tags-dialog';
import { BulkTranscribeDialog } from './bulk-transcribe-dialog';

interface Props {
  choice: BulkChoice;
  /** The bar's selection when the action was chosen, in the list of `folderId` read with `listQuery`. */
  selection: FileSelection;
  listQuery: string;
  /** The folder listed (null: Recent Files): whose tags and allowance apply. */
  folderId: number | null;
  /** The work was taken: the selection is cleared. */
  onStarted: () => void;
  onClose: () => void;
}

type Immediate = 'star' | 'unstar' | 'archive' | 'restore';
const isImmediate = (choice: BulkChoice): choice is Immediate =>
  choice === 'star' || choice === 'unstar' || choice === 'archive' || choice === 'restore';

/**
 * A bulk bar action from start to end, in a chunk of its own: what it needs asked (tags, folder, options,
 * formats, a confirmation; star, unstar, archive and restore ask nothing), then the work's progress.
 */
export default function BulkFlow({ choice, selection, listQuery, folderId, onStarted, onClose }: Props) {
  const { t } = useTranslation();
  // Taken once: the selection is cleared when the work starts.
  const [target] = useState(() => bulkTarget(selection, folderId, listQuery));
  const errorText = useErrorText();
  const start = useStartBulk();
  const [job, setJob] = useState<TBulkJob>();
  // Set before the asking dialog goes, so its own closing then does not end the flow.
  const started = useRef(false);
  const files =
    target.count === undefined
      ? t('files.bulkWork.allFiles')
      : t('files.bulkWork.files', { count: target.count });

  async function run(operation: TBulkAction): Promise<boolean> {
    try {
      const taken = await start.mutateAsync({ selection: target.selection, operation });
      started.current = true;
      setJob(taken);
      onStarted();
      return true;
    } catch (error) {
      toast.error(errorText(error, 'files.bulkWork.startFailed'));
      return false;
    }
  }
  const cancelAsking = () => started.current || onClose();

  const asked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, when the flow opens
  useEffect(() => {
    if (asked.current || !isImmediate(choice)) return;
    asked.current = true;
    void run({ action: choice }).then((ok) => ok || onClose());
  }, []);

  if (job) return <BulkProgressDialog started={job} onClose={onClose} />;
  const busy = start.isPending;
  const common = { files, busy, onClose: cancelAsking };
  switch (choice) {
    case 'tags':
      return (
        <BulkTagsDialog
          {...common}
          folderId={folderId}
          onApply={(action, tagIds) => run({ action, tag_ids: tagIds })}
        />
      );
    case 'move':
      return (
        <MoveFilesDialog
          items={target.items}
          title={t('files.bulkWork.moveTitle', { files })}
          onMove={async (_items, folder) => void (await run({ action: 'move', folder_id: folder }))}
          onClose={cancelAsking}
        />
      );
    case 'transcribe':
      return (
        <BulkTranscribeDialog
          {...common}
          folderId={folderId}
          onStart={(request) => run({ ...request, action: 'transcribe' })}
        />
      );
    case 'redo_speakers':
      return (
        <BulkSpeakersDialog
          {...common}
          onStart={(count) => run({ action: 'redo_speakers', audio_transcript_num_speakers: count })}
        />
      );
    case 'export':
      return <BulkExportDialog {...common} onStart={(options) => run({ action: 'export', ...options })} />;
    case 'delete':
      return (
        <ConfirmDeleteDialog
          open
          title={t('files.bulkWork.deleteTitle', { files })}
          body={t('files.delete.body')}
          busy={busy}
          onConfirm={() => void run({ action: 'delete' })}
          onCancel={cancelAsking}
        />
      );
    default:
      return null;
  }
}
