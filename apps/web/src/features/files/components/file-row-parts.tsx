import type { TAudioItem } from '@transcribe/contract';
import { MessageSquare, MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TagChips } from '@/components/tags/tag-chips';
import { useLiveProgress } from '@/lib/progress/progress-context';
import { displayTranscript, type FileState, fileState } from '../file-item';
import { FileIcon } from './file-icon';
import { MediaRemovedBadge } from './media-removed-badge';

export interface FileRowHandlers {
  selected: ReadonlySet<number>;
  onToggle: (audioId: number) => void;
  onOpen: (item: TAudioItem, state: FileState) => void;
  onMenu: (item: TAudioItem, state: FileState, anchor: HTMLElement) => void;
  /** Stars or un-stars the file (the caller's own star). */
  onStar: (item: TAudioItem) => void;
  /** The file whose star or place in the Archive is being changed, if any. */
  changing?: number | undefined;
  /** In the Archive: brings the file back (a button on each row). */
  onRestore?: ((item: TAudioItem) => void) | undefined;
}

/** The list in pages: whether more follow, every file of the view selected, and asking for the next near the end. */
export interface ListPaging {
  hasMore: boolean;
  matching: boolean;
  /** Undefined while there is nothing to ask for (no more pages, one on its way, or the last one failed). */
  onNearEnd: (() => void) | undefined;
}

/** The file's state, following the event stream. */
export function useFileState(item: TAudioItem): FileState {
  const transcript = displayTranscript(item);
  return fileState(item, useLiveProgress(transcript?.audio_transcript_id));
}

export function SelectBox({ item, handlers }: { item: TAudioItem; handlers: FileRowHandlers }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      className="h-4 w-4 cursor-pointer accent-[var(--accent)]"
      aria-label={t('files.select', { name: item.audio_file.file_name })}
      checked={handlers.selected.has(item.audio_id)}
      onChange={() => handlers.onToggle(item.audio_id)}
    />
  );
}

export function FileName({
  item,
  state,
  handlers,
}: {
  item: TAudioItem;
  state: FileState;
  handlers: FileRowHandlers;
}) {
  return (
    <div className="flex max-w-full min-w-0 items-center gap-2">
      <button
        type="button"
        onClick={() => handlers.onOpen(item, state)}
        className="flex max-w-full min-w-0 items-center gap-2.5 rounded-md text-left font-medium text-fg hover:text-accent-text"
      >
        <FileIcon item={item} />
        <span className="truncate" title={item.audio_file.file_name}>
          {item.audio_file.file_name}
        </span>
      </button>
      <TagChips tags={item.audio_tags} max={2} className="shrink" />
      <CommentCount count={item.audio_comment_count} />
      <MediaRemovedBadge item={item} />
    </div>
  );
}

/** The file's open comments, when it has any: an icon and the number, named for screen readers. */
function CommentCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (!(count > 0)) return null;
  const label = t('files.openComments', { count });
  return (
    <span
      title={label}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-soft px-1.5 py-0.5 text-xs font-medium text-accent-text tabular-nums"
    >
      <MessageSquare size={12} aria-hidden />
      <span aria-hidden>{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

export function MenuButton({
  item,
  state,
  handlers,
}: {
  item: TAudioItem;
  state: FileState;
  handlers: FileRowHandlers;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={t('files.actions', { name: item.audio_file.file_name })}
      onClick={(event) => handlers.onMenu(item, state, event.currentTarget)}
      className="flex h-9 w-9 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg"
    >
      <MoreHorizontal size={18} aria-hidden />
    </button>
  );
}

export function InvalidFile() {
  const { t } = useTranslation();
  return <span className="text-sm text-danger">{t('files.invalid')}</span>;
}
