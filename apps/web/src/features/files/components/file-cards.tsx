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

const CARD_HEIGHT = 112;

/** The phone layout: one card per file, only the visible ones drawn. */
export function FileCards({
  items,
  handlers,
  paging,
  onToggleAll,
}: {
  items: TAudioItem[];
  handlers: FileRowHandlers;
  paging: ListPaging;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const { rows, before, after } = useRowVirtualizer(items.length, CARD_HEIGHT, list);
  useNearEnd(rows.at(-1)?.index, items.length, paging.onNearEnd);
  const selected = items.filter((item) => handlers.selected.has(item.audio_id)).length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 px-1 text-sm text-muted">
        <SelectAllBox
          total={items.length}
          selected={selected}
          hasMore={paging.hasMore}
          matching={paging.matching}
          onToggleAll={onToggleAll}
        />
        <span aria-hidden>{t('files.selectAllShort')}</span>
      </div>
      <ul ref={list} aria-label={t('files.listLabel')} style={{ paddingTop: before, paddingBottom: after }}>
        {rows.map((row) => {
          const item = items[row.index];
          return item ? (
            <FileCard key={item.audio_id || `invalid-${row.index}`} item={item} handlers={handlers} />
          ) : null;
        })}
      </ul>
    </div>
  );
}

function FileCard({ item, handlers }: { item: TAudioItem; handlers: FileRowHandlers }) {
  const { i18n } = useTranslation();
  const state = useFileState(item);
  const transcript = displayTranscript(item);
  return (
    <li style={{ height: CARD_HEIGHT }} className="pb-2" data-audio-id={item.audio_id || undefined}>
      <div className="flex h-full flex-col justify-between rounded-xl border border-border bg-elevated p-3">
        {item.audio_id ? (
          <>
            <div className="flex items-center gap-2">
              <SelectBox item={item} handlers={handlers} />
              <div className="min-w-0 flex-1">
                <FileName item={item} state={state} handlers={handlers} />
              </div>
              <FileRowActions item={item} state={state} handlers={handlers} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pl-6 text-xs text-muted">
              <span>{formatDate(item.audio_create_date, i18n.language)}</span>
              <span className="tabular-nums">{formatDuration(item.audio_duration)}</span>
              <span>{transcript?.audio_transcript_model.audio_transcript_model_name ?? '—'}</span>
              <FileStatus
                transcriptId={transcript?.audio_transcript_id}
                state={state}
                reviewed={transcript?.audio_transcript_reviewed_percent}
                quality={transcript?.audio_transcript_quality}
              />
            </div>
          </>
        ) : (
          <InvalidFile />
        )}
      </div>
    </li>
  );
}
