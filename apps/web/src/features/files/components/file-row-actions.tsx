import type { TAudioItem } from '@transcribe/contract';
import { ArchiveRestore } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { canWrite } from '@/api/workspaces/file-access';
import { StarToggle } from '@/components/tags/star-toggle';
import type { FileState } from '../file-item';
import { type FileRowHandlers, MenuButton } from './file-row-parts';

/** The end of a file's row: its star, Restore in the Archive (for those who may change it), and its menu. */
export function FileRowActions({
  item,
  state,
  handlers,
}: {
  item: TAudioItem;
  state: FileState;
  handlers: FileRowHandlers;
}) {
  const { t } = useTranslation();
  const busy = handlers.changing === item.audio_id;
  const name = item.audio_file.file_name;
  const restore = handlers.onRestore;
  return (
    <span className="flex items-center justify-end">
      <StarToggle
        starred={item.audio_starred}
        name={name}
        busy={busy}
        onToggle={() => handlers.onStar(item)}
      />
      {restore && item.audio_archived_at && canWrite(item.audio_role) ? (
        <button
          type="button"
          aria-label={t('files.archive.restoreNamed', { name })}
          title={t('files.menu.restore')}
          disabled={busy}
          onClick={() => restore(item)}
          className="flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg disabled:opacity-60"
        >
          <ArchiveRestore size={18} aria-hidden />
        </button>
      ) : null}
      <MenuButton item={item} state={state} handlers={handlers} />
    </span>
  );
}
