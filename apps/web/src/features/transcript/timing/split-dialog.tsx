import type { TSegment } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { formatTimestamp } from '@/lib/format';
import { segmentWords } from '../model/layout-draft';

interface Props {
  segment: TSegment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The index of the word the second part begins with. */
  onSplit: (wordIndex: number) => void;
}

/** The segment's words as buttons: choosing one splits the segment before it. */
export function SplitDialog({ segment, open, onOpenChange, onSplit }: Props) {
  const { t } = useTranslation();
  const words = segmentWords(segment);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('transcript.layout.splitTitle', {
        time: formatTimestamp(segment.audio_transcript_data_segment_start_time),
      })}
      description={t('transcript.layout.splitHelp')}
    >
      <ul className="flex flex-wrap gap-1 text-[15px] leading-relaxed">
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: words have no identity beyond their place.
          <li key={index}>
            {index === 0 ? (
              <span className="inline-block px-1.5 py-0.5 text-muted">{word.text}</span>
            ) : (
              <button
                type="button"
                className="rounded-md px-1.5 py-0.5 text-fg hover:bg-accent-soft hover:text-accent-text"
                aria-label={t('transcript.layout.splitBefore', { word: word.text })}
                onClick={() => {
                  onSplit(index);
                  onOpenChange(false);
                }}
              >
                {word.text}
              </button>
            )}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
