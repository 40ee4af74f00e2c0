import type { TAudioItem } from '@transcribe/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration } from '@/lib/format';
import { useRowVirtualizer } from '@/lib/use-row-virtualizer';
import { displayTranscript } from '../file-item';
import { useNearEnd } from '../hooks/use-near-end';
import { FileRowActions } from './file-row-actions';
import {
  FileName,
  type FileRowHandlers,
  InvalidFile,
  type ListPaging,
  SelectBox,
  useFileState,
} from './file-row-parts';
import { FileStatus } from './file-status';
import { SelectAllBox } from './select-all-box';

const ROW_HEIGHT = 57;
/** The data columns between the checkbox and the actions, with their widths. */
const COLUMNS = [
  ['name', ''],
  ['uploaded', 'w-44'],
  ['duration', 'w-24'],
  ['mode', 'w-32'],
  ['status', 'w-44'],
] as const;

interface Props {
  items: TAudioItem[];
  handlers: FileRowHandlers;
  paging: ListPaging;
  onToggleAll: () => void;
}

/** The desktop table: select, Name (and tags), Uploaded, Duration, Mode, Status, Actions; only visible rows drawn. */
export function FileTable({ items, handlers, paging, onToggleAll }: Props) {
  const { t } = useTranslation();
  const body = useRef<HTMLTableSectionElement>(null);
  const { rows, before, after } = useRowVirtualizer(items.length, ROW_HEIGHT, body);
  useNearEnd(rows.at(-1)?.index, items.length, paging.onNearEnd);
  const selected = items.filter((item) => handlers.selected.has(item.audio_id)).length;
  const head = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <div className="rounded-xl border border-border bg-elevated">
      <table
        className="w-full table-fixed border-collapse text-sm"
        aria-rowcount={paging.hasMore ? -1 : items.length + 1}
      >
        <thead className="border-b border-border">
          <tr aria-rowindex={1}>
            <th scope="col" className="w-12 px-4 py-3">
              <SelectAllBox
                total={items.length}
                selected={selected}
                hasMore={paging.hasMore}
                matching={paging.matching}
                onToggleAll={onToggleAll}
              />
            </th>
            {COLUMNS.map(([key, width]) => (
              <th key={key} scope="col" className={`${head} ${width}`}>
                {t(`files.columns.${key}`)}
              </th>
            ))}
            {/* The star and menu; in the Archive, Restore between them. */}
            <th scope="col" className={`${head} ${handlers.onRestore ? 'w-36' : 'w-28'}`}>
              <span className="sr-only">{t('files.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {rows.map((row) => {
            const item = items[row.index];
            return item ? (
              <FileTableRow
                key={item.audio_id || `invalid-${row.index}`}
                item={item}
                index={row.index}
                handlers={handlers}
              />
            ) : null;
          })}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
        </tbody>
      </table>
    </div>
  );
}

function FileTableRow({
  item,
  index,
  handlers,
}: {
  item: TAudioItem;
  index: number;
  handlers: FileRowHandlers;
}) {
  const { i18n } = useTranslation();
  const state = useFileState(item);
  const cell = 'px-3 py-2 text-muted';
  if (!item.audio_id)
    return (
      <tr
        aria-rowindex={index + 2}
        style={{ height: ROW_HEIGHT }}
        className="border-b border-border last:border-0"
      >
        <td />
        <td colSpan={6} className="px-3">
          <InvalidFile />
        </td>
      </tr>
    );
  const transcript = displayTranscript(item);
  return (
    <tr
      aria-rowindex={index + 2}
      data-audio-id={item.audio_id}
      style={{ height: ROW_HEIGHT }}
      className="border-b border-border last:border-0 hover:bg-hover/60"
    >
      <td className="px-4">
        <SelectBox item={item} handlers={handlers} />
      </td>
      <td className="px-3 py-2">
        <FileName item={item} state={state} handlers={handlers} />
      </td>
      <td className={cell}>{formatDate(item.audio_create_date, i18n.language)}</td>
      <td className={`${cell} tabular-nums`}>{formatDuration(item.audio_duration)}</td>
      <td className={`${cell} truncate`}>
        {transcript?.audio_transcript_model.audio_transcript_model_name ?? '—'}
      </td>
      <td className="px-3 py-2">
        <FileStatus
          transcriptId={transcript?.audio_transcript_id}
          state={state}
          reviewed={transcript?.audio_transcript_reviewed_percent}
          quality={transcript?.audio_transcript_quality}
        />
      </td>
      <td className="px-3 py-2 text-right">
        <FileRowActions item={item} state={state} handlers={handlers} />
      </td>
    </tr>
  );
}
