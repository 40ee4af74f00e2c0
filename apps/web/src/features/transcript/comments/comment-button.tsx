import type { TSegment } from '@transcribe/contract';
import { MessageSquare, MessageSquarePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTimestamp } from '@/lib/format';

interface Props {
  segment: TSegment;
  /** Open comments on the segment: shown beside the button, which then always shows. */
  count: number;
  onComment: (segment: TSegment) => void;
}

/** A segment's Add comment: shown on hover and focus (always on touch screens, and once it has comments). */
export function CommentButton({ segment, count, onComment }: Props) {
  const { t } = useTranslation();
  const time = formatTimestamp(segment.audio_transcript_data_segment_start_time);
  const Icon = count > 0 ? MessageSquare : MessageSquarePlus;
  return (
    <button
      type="button"
      className={cn(
        'flex h-6 shrink-0 items-center gap-1 rounded px-1 text-xs text-muted tabular-nums hover:text-accent-text',
        'focus-visible:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100',
        count > 0 ? 'text-accent-text' : 'opacity-0',
      )}
      aria-label={
        count > 0
          ? t('transcript.comments.addAtOpen', { time, count })
          : t('transcript.comments.addAt', { time })
      }
      // Keeps a selection of words in the row (the comment's range) from being lost to the click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        event.stopPropagation();
        onComment(segment);
      }}
    >
      <Icon size={14} aria-hidden />
      {count > 0 ? <span aria-hidden>{count}</span> : null}
    </button>
  );
}
