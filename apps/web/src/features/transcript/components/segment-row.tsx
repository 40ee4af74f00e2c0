import type { TSegment, TTranslatedSegment } from '@transcribe/contract';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import { tokensOf } from '@/lib/timeline';
import { CommentButton } from '../comments/comment-button';
import { matchForm } from '../model/search-target';
import { isUnsure } from '../model/unsure-words';
import { VerifyToggle } from '../review/verify-toggle';
import { TranslatedText } from '../translation/translated-text';
import { SentimentBadge } from './sentiment-badge';

export interface SegmentRowProps {
  segment: TSegment;
  showTimestamps: boolean;
  showSentiment: boolean;
  showUnsure: boolean;
  /** Words a search matched, marked in the text. */
  highlight?: ReadonlySet<string>;
  /** The word playing in this segment (-1: none); undefined when another segment plays. */
  activeWord: number | undefined;
  onSeek: (time: number) => void;
  /** Set in edit mode: the text becomes a field. */
  onEdit?: (segmentId: number, text: string) => void;
  onEditEnd?: () => void;
  /** Edit mode: the segment's split, merge and timing controls, under its field. */
  tools?: ((segment: TSegment) => ReactNode) | undefined;
  /** Review mode (../review): the current item's token, marked, and the field correcting it. */
  reviewWord?: number | undefined;
  reviewEditor?: ReactNode;
  /** Review mode: the verified toggle; without it a verified segment shows a check mark. */
  onVerify?: ((segmentId: number) => void) | undefined;
  /** Add comment on this segment (not while editing); `commentCount` of its open comments are shown. */
  onComment?: ((segment: TSegment) => void) | undefined;
  commentCount?: number | undefined;
  /** Side by side with a translation: this segment's (null: it has none); undefined: no translation shown. */
  translated?: TTranslatedSegment | null | undefined;
  /** The shown translation's language (iso). */
  translatedLanguage?: string | undefined;
}

/** One segment: start time, text with the playing word and unsure words marked, and its sentiment. */
export const SegmentRow = memo(function SegmentRow(props: SegmentRowProps) {
  const { segment, showTimestamps, showSentiment, activeWord, onSeek, onEdit } = props;
  const { t } = useTranslation();
  const start = segment.audio_transcript_data_segment_start_time;
  const time = formatTimestamp(start);
  return (
    // biome-ignore lint/a11y: a mouse shortcut over the whole row; the time button does the same by keyboard.
    <div
      data-segment-id={segment.audio_transcript_data_segment_id}
      aria-current={activeWord !== undefined ? 'true' : undefined}
      className={cn(
        'group flex gap-3 rounded-lg px-2 py-2 transition-colors',
        activeWord !== undefined ? 'bg-accent-soft' : 'hover:bg-hover/60',
        !onEdit && 'cursor-pointer',
      )}
      onClick={onEdit ? undefined : () => onSeek(start)}
    >
      <button
        type="button"
        className={cn(
          'h-6 shrink-0 rounded px-1 text-left text-xs text-muted tabular-nums hover:text-accent-text',
          showTimestamps ? 'w-16' : 'sr-only focus:not-sr-only',
        )}
        aria-label={t('transcript.playFrom', { time })}
        onClick={(event) => {
          event.stopPropagation();
          onSeek(start);
        }}
      >
        {time}
      </button>
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', props.translated !== undefined && 'basis-0')}>
        {onEdit ? (
          <textarea
            className="field-sizing-content w-full resize-none rounded-md border border-border bg-surface px-2 py-1 text-[15px] leading-relaxed text-fg"
            aria-label={t('transcript.edit.segmentAt', { time })}
            value={segment.audio_transcript_data_segment_transcript}
            onChange={(event) => onEdit(segment.audio_transcript_data_segment_id, event.target.value)}
            onBlur={props.onEditEnd}
          />
        ) : (
          <SegmentText {...props} />
        )}
        {onEdit && props.tools ? props.tools(segment) : null}
        {showSentiment ? <SentimentBadge sentiment={segment.audio_transcript_data_segment_sa} /> : null}
      </div>
      {props.translated === undefined || onEdit ? null : (
        <TranslatedText
          segment={props.translated}
          language={props.translatedLanguage}
          active={activeWord !== undefined}
        />
      )}
      {onEdit ? null : <VerifyToggle segment={segment} onVerify={props.onVerify} />}
      {onEdit || !props.onComment ? null : (
        <CommentButton segment={segment} count={props.commentCount ?? 0} onComment={props.onComment} />
      )}
    </div>
  );
});

function SegmentText({
  segment,
  showUnsure,
  activeWord,
  highlight,
  reviewWord,
  reviewEditor,
}: SegmentRowProps) {
  const { t } = useTranslation();
  return (
    <p className="text-[15px] leading-relaxed text-fg">
      {tokensOf(segment).map(({ text, word }, index) => {
        const unsure = showUnsure && isUnsure(word);
        const reviewing = index === reviewWord;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their place.
          <span key={index}>
            {index > 0 ? ' ' : null}
            <span
              data-word-start={word?.start}
              data-unsure={unsure || undefined}
              data-review-current={reviewing || undefined}
              title={
                unsure
                  ? t('transcript.unsure.confidence', { percent: Math.round((word?.confidence ?? 0) * 100) })
                  : undefined
              }
              className={cn(
                'rounded-sm',
                index === activeWord && 'bg-accent/25',
                reviewing && 'outline-2 outline-offset-1 outline-accent',
                unsure &&
                  'underline decoration-amber-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-amber-400',
              )}
            >
              {reviewing && reviewEditor ? (
                reviewEditor
              ) : highlight?.has(matchForm(text)) ? (
                <mark className="rounded-sm bg-amber-200 text-fg dark:bg-amber-500/40">{text}</mark>
              ) : (
                text
              )}
            </span>
          </span>
        );
      })}
    </p>
  );
}
