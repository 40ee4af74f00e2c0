import type { TSegment, TTranslatedSegment } from '@transcribe/contract';
import { RotateCcw } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentRow } from '@/components/segments/segment-row';
import { SegmentWords } from '@/components/segments/segment-words';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';
import { CommentButton } from '../comments/comment-button';
import { matchForm } from '../model/search-target';
import { isUnsure } from '../model/unsure-words';
import type { ReviewWords } from '../review/list-review';
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
  /** Review mode (../review): the current item's tokens, marked, and the field correcting them. */
  reviewWords?: ReviewWords | undefined;
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
  /** A redo of a stretch this segment is in runs: its text is about to be replaced. */
  redoing?: boolean | undefined;
}

/**
 * One segment in the viewer: its start and text (the playing word, unsure words, search matches and the
 * review item marked, or a field while editing), its sentiment, translation, verified mark and comments.
 */
export const ViewerSegmentRow = memo(function ViewerSegmentRow(props: SegmentRowProps) {
  const { segment, showTimestamps, showSentiment, activeWord, onSeek, onEdit } = props;
  const { t } = useTranslation();
  return (
    <SegmentRow
      segment={segment}
      active={activeWord !== undefined}
      onSeek={onSeek}
      showTime={showTimestamps}
      seekOnClick={!onEdit}
      className={cn('group', props.redoing && 'rounded-md bg-accent-soft/60 text-muted')}
    >
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1', props.translated !== undefined && 'basis-0')}>
        {onEdit ? (
          <textarea
            className="field-sizing-content w-full resize-none rounded-md border border-border bg-surface px-2 py-1 text-[15px] leading-relaxed text-fg"
            aria-label={t('transcript.edit.segmentAt', {
              time: formatTimestamp(segment.audio_transcript_data_segment_start_time),
            })}
            value={segment.audio_transcript_data_segment_transcript}
            onChange={(event) => onEdit(segment.audio_transcript_data_segment_id, event.target.value)}
            onBlur={props.onEditEnd}
          />
        ) : (
          <ViewerWords {...props} />
        )}
        {props.redoing ? (
          <span data-redoing className="inline-flex items-center gap-1 text-xs font-medium text-accent-text">
            <RotateCcw size={12} aria-hidden />
            {t('transcript.redo.segmentRedoing')}
          </span>
        ) : null}
        {onEdit && props.tools ? props.tools(segment) : null}
        {showSentiment ? <SentimentBadge segment={segment} /> : null}
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
    </SegmentRow>
  );
});

/** The text with unsure words (when shown), search matches and the review item marked. */
function ViewerWords({
  segment,
  showUnsure,
  activeWord,
  highlight,
  reviewWords,
  reviewEditor,
}: SegmentRowProps) {
  const { t } = useTranslation();
  return (
    <SegmentWords
      segment={segment}
      activeWord={activeWord}
      marks={({ text, word }, index) => {
        const unsure = showUnsure && isUnsure(word);
        const reviewing =
          reviewWords !== undefined &&
          index >= reviewWords.from &&
          index < reviewWords.from + reviewWords.count;
        // The field stands for the whole stretch: over its first word, the others give it their place.
        const field =
          reviewing && reviewEditor ? (index === reviewWords?.from ? reviewEditor : '') : undefined;
        return {
          attributes: {
            'data-unsure': unsure || undefined,
            'data-review-current': reviewing || undefined,
            title: unsure
              ? t('transcript.unsure.confidence', { percent: Math.round((word?.confidence ?? 0) * 100) })
              : undefined,
          },
          className: cn(
            reviewing && 'outline-2 outline-offset-1 outline-accent',
            unsure &&
              'underline decoration-amber-600 decoration-dotted decoration-2 underline-offset-4 dark:decoration-amber-400',
          ),
          content:
            field !== undefined ? (
              field
            ) : highlight?.has(matchForm(text)) ? (
              <mark className="rounded-sm bg-amber-200 text-fg dark:bg-amber-500/40">{text}</mark>
            ) : undefined,
        };
      }}
    />
  );
}
