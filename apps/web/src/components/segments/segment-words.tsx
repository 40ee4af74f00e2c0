import type { TSegment, TWord } from '@transcribe/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { tokensOf } from '@/lib/timeline';

/** What a word of the text is marked with, beyond being the one playing. */
interface WordMarks {
  className?: string | false | undefined;
  attributes?: HTMLAttributes<HTMLSpanElement> & Record<`data-${string}`, true | undefined>;
  /** Shown instead of the word (a correction field, a search match). */
  content?: ReactNode;
}

interface Props {
  segment: TSegment;
  /** The word playing (its index), if it is in this segment. */
  activeWord: number | undefined;
  /** The marks of each word (unsure, reviewed, found); none by default. */
  marks?: (token: { text: string; word: TWord | undefined }, index: number) => WordMarks;
  className?: string;
}

/** A segment's text word by word, each with its start time, the playing one marked. */
export function SegmentWords({ segment, activeWord, marks, className }: Props) {
  return (
    <p className={cn('text-[15px] leading-relaxed text-fg', className)}>
      {tokensOf(segment).map((token, index) => {
        const marked = marks?.(token, index) ?? {};
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their place.
          <span key={index}>
            {index > 0 ? ' ' : null}
            <span
              data-word-start={token.word?.start}
              {...marked.attributes}
              className={cn('rounded-sm', index === activeWord && 'bg-accent/25', marked.className)}
            >
              {marked.content ?? token.text}
            </span>
          </span>
        );
      })}
    </p>
  );
}
