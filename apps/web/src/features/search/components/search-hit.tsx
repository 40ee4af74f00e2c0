import type { TSearchFileHit } from '@transcribe/contract';
import { FileAudio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/highlighted-text';
import { formatDate, formatTimestamp } from '@/lib/format';
import { viewerPath } from './viewer-path';

/**
 * One file the search found, on the results page: its name (opening it) and when it was added, then its best
 * passages in time order, each with when and who speaks it; a passage opens the transcript there.
 */
export function SearchHit({ file }: { file: TSearchFileHit }) {
  const { t, i18n } = useTranslation();
  const more = file.segment_match_count - file.segments.length;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <Link
          to={viewerPath(file)}
          className="flex min-w-0 items-center gap-2 font-medium text-fg hover:underline"
        >
          <FileAudio size={16} aria-hidden className="shrink-0 text-muted" />
          <span className="truncate">
            <HighlightedText text={file.file_name} ranges={file.file_name_highlights} />
          </span>
        </Link>
        <span className="text-xs text-muted">{formatDate(file.audio_create_date, i18n.language)}</span>
      </div>
      {file.segments.length ? (
        <ul aria-label={t('search.matchesIn', { name: file.file_name })} className="flex flex-col">
          {file.segments.map((segment) => {
            const time = formatTimestamp(segment.audio_transcript_data_segment_start_time);
            const speaker = segment.audio_transcript_data_segment_speaker;
            return (
              <li key={segment.audio_transcript_data_segment_id}>
                <Link
                  to={viewerPath(file, segment.audio_transcript_data_segment_start_time)}
                  aria-label={t('search.page.playMatch', { time, speaker, text: segment.snippet })}
                  className="grid grid-cols-[3.5rem_1fr] gap-x-3 rounded-md px-2 py-1.5 text-sm hover:bg-hover sm:grid-cols-[3.5rem_9rem_1fr]"
                >
                  <span className="text-xs leading-5 text-muted tabular-nums">{time}</span>
                  <span className="truncate text-xs leading-5 font-medium text-fg">{speaker}</span>
                  <span className="col-span-2 min-w-0 text-muted sm:col-span-1">
                    <HighlightedText text={segment.snippet} ranges={segment.highlights} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className="px-2 text-xs text-muted">{t('search.moreMatches', { count: more })}</p>
      ) : null}
    </li>
  );
}
