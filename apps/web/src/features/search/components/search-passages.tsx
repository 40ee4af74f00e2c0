import type { TSearchFileHit } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/highlighted-text';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import { viewerPath } from './viewer-path';

interface Props {
  file: TSearchFileHit;
  /** The results page also says who speaks each passage; the search box's drop-down is compact. */
  withSpeakers: boolean;
  onChoose?: () => void;
}

/**
 * A found file's best passages in time order, each a link opening the transcript there, and how many more
 * matched.
 */
export function SearchPassages({ file, withSpeakers, onChoose }: Props) {
  const { t } = useTranslation();
  const more = file.segment_match_count - file.segments.length;
  return (
    <>
      {file.segments.length ? (
        <ul aria-label={t('search.matchesIn', { name: file.file_name })} className="flex flex-col">
          {file.segments.map((segment) => {
            const time = formatTimestamp(segment.audio_transcript_data_segment_start_time);
            const speaker = segment.audio_transcript_data_segment_speaker;
            return (
              <li key={segment.audio_transcript_data_segment_id}>
                <Link
                  to={viewerPath(file, segment.audio_transcript_data_segment_start_time)}
                  onClick={onChoose}
                  aria-label={
                    withSpeakers
                      ? t('search.page.playMatch', { time, speaker, text: segment.snippet })
                      : t('search.playMatch', { time, text: segment.snippet })
                  }
                  className={cn(
                    'rounded-md text-sm hover:bg-hover',
                    withSpeakers
                      ? 'grid grid-cols-[3.5rem_1fr] gap-x-3 px-2 py-1.5 sm:grid-cols-[3.5rem_9rem_1fr]'
                      : 'flex gap-3 px-3 py-1.5',
                  )}
                >
                  <span
                    className={cn(
                      'text-xs leading-5 text-muted tabular-nums',
                      !withSpeakers && 'w-12 shrink-0 pl-6',
                    )}
                  >
                    {time}
                  </span>
                  {withSpeakers ? (
                    <span className="truncate text-xs leading-5 font-medium text-fg">{speaker}</span>
                  ) : null}
                  <span className={cn('min-w-0 text-muted', withSpeakers && 'col-span-2 sm:col-span-1')}>
                    <HighlightedText text={segment.snippet} ranges={segment.highlights} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className={cn('text-xs text-muted', withSpeakers ? 'px-2' : 'px-3 pl-[4.25rem]')}>
          {t('search.moreMatches', { count: more })}
        </p>
      ) : null}
    </>
  );
}
