import {
  Archive,
  ArchiveRestore,
  ChevronDown,
  Combine,
  Download,
  FolderInput,
  RefreshCw,
  Star,
  StarOff,
  Tags,
  Trash2,
  Users,
  X,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFileCount } from '@/api/audio/file-count';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { Button, buttonClasses } from '@/components/ui/button';
import type { BulkChoice } from '../bulk-choice';

interface Props {
  /** Files ticked; undefined when every file of the view is (how many is known once the work starts). */
  count: number | undefined;
  /** Files of the view left out of "every file" (unticked after choosing it). */
  except: number;
  /** Every loaded file is ticked and more follow: offer every file of the view. */
  canSelectMatching: boolean;
  /** Tags, Move, Archive, Transcribe, Redo speakers, Join and Delete: only when the caller may change them all. */
  change: boolean;
  /** The Archive: Restore instead of Archive. */
  archived: boolean;
  /** The list's folder (null: Recent Files) and filters, whose files are counted for "every file of the view". */
  folderId: number | null;
  listQuery: string;
  onAction: (choice: BulkChoice) => void;
  onJoin: () => void;
  onSelectMatching: () => void;
  onClear: () => void;
}

/**
 * Shown while files are selected: how many (or that every file of the view is), the offer to take every file
 * of the view when only those loaded are, and what can be done to them all; each starts bulk work.
 */
export function BulkBar({ count, except, canSelectMatching, change, archived, ...handlers }: Props) {
  const { t } = useTranslation();
  const total = useFileCount(
    handlers.folderId,
    handlers.listQuery,
    count === undefined || canSelectMatching,
  ).data;
  const { onAction } = handlers;
  const icon = (Icon: typeof Star) => <Icon size={16} aria-hidden />;
  const allMatching =
    except > 0 ? t('files.bulk.allMatchingExcept', { count: except }) : t('files.bulk.allMatching');
  const more = [
    { key: 'star', label: t('files.bulk.star'), icon: icon(Star), onSelect: () => onAction('star') },
    { key: 'unstar', label: t('files.bulk.unstar'), icon: icon(StarOff), onSelect: () => onAction('unstar') },
  ];
  if (change)
    more.push(
      archived
        ? {
            key: 'restore',
            label: t('files.bulk.restore'),
            icon: icon(ArchiveRestore),
            onSelect: () => onAction('restore'),
          }
        : {
            key: 'archive',
            label: t('files.bulk.archive'),
            icon: icon(Archive),
            onSelect: () => onAction('archive'),
          },
      {
        key: 'transcribe',
        label: t('files.bulk.transcribe'),
        icon: icon(RefreshCw),
        onSelect: () => onAction('transcribe'),
      },
      {
        key: 'speakers',
        label: t('files.bulk.redoSpeakers'),
        icon: icon(Users),
        onSelect: () => onAction('redo_speakers'),
      },
    );
  if (change && count !== undefined && count >= 2)
    more.push({ key: 'join', label: t('files.bulk.join'), icon: icon(Combine), onSelect: handlers.onJoin });
  return (
    <section
      aria-label={t('files.bulk.label')}
      className="sticky top-20 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-accent/30 bg-accent-soft px-3 py-2 shadow-sm"
    >
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        onClick={handlers.onClear}
        aria-label={t('files.bulk.clear')}
      >
        <X size={16} aria-hidden />
      </Button>
      <div className="mr-auto flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <p className="font-medium text-accent-text" aria-live="polite">
          {count !== undefined
            ? t('files.bulk.count', { count })
            : total !== undefined
              ? t('files.bulk.count', { count: Math.max(0, total - except) })
              : allMatching}
        </p>
        {count === undefined ? (
          <p className="text-xs text-muted">
            {total !== undefined ? allMatching : t('files.bulk.countLater')}
          </p>
        ) : null}
        {canSelectMatching ? (
          <button
            type="button"
            onClick={handlers.onSelectMatching}
            className="font-medium text-accent-text underline underline-offset-2 hover:no-underline"
          >
            {total !== undefined
              ? t('files.bulk.selectAllMatching', { count: total })
              : t('files.bulk.selectMatching', { count })}
          </button>
        ) : null}
      </div>
      {change ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => onAction('tags')}>
            {icon(Tags)}
            {t('files.bulk.tags')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onAction('move')}>
            {icon(FolderInput)}
            {t('files.bulk.move')}
          </Button>
        </>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => onAction('export')}>
        {icon(Download)}
        {t('files.bulk.export')}
      </Button>
      <ActionMenuButton
        label={t('files.bulk.more')}
        items={more}
        className={buttonClasses('secondary', 'sm')}
      >
        {t('files.bulk.more')}
        <ChevronDown size={14} aria-hidden />
      </ActionMenuButton>
      {change ? (
        <Button variant="danger" size="sm" onClick={() => onAction('delete')}>
          {icon(Trash2)}
          {t('files.bulk.delete')}
        </Button>
      ) : null}
    </section>
  );
}
