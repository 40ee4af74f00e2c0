import {
  charCount,
  SUBTITLE_MAX_CHARS_PER_SECOND,
  SUBTITLE_MAX_LINE_CHARS,
  SUBTITLE_MAX_SECONDS,
  SUBTITLE_MIN_SECONDS,
  type SubtitleProblem,
  type TSpeakerBlock,
} from '@transcribe/contract';
import type { TFunction } from 'i18next';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '@/lib/format';
import { type CueIssue, subtitleIssues } from './subtitle-cues';

/** A rate just over the limit reads as over it: one decimal, never rounded down to the limit itself. */
function rateText(rate: number, locale: string): string {
  const shown = Math.ceil(rate * 10) / 10;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(shown);
}

function problemText(t: TFunction, locale: string, problem: SubtitleProblem, issue: CueIssue) {
  const seconds = issue.cue.end - issue.cue.start;
  const chars = issue.cue.lines.reduce((sum, line) => sum + charCount(line), 0);
  const values = {
    seconds: seconds.toFixed(1),
    max: SUBTITLE_MAX_LINE_CHARS,
    min: SUBTITLE_MIN_SECONDS,
    longest: SUBTITLE_MAX_SECONDS,
    rate: rateText(chars / Math.max(seconds, 0.001), locale),
    limit: SUBTITLE_MAX_CHARS_PER_SECOND,
  };
  return t(`transcript.subtitles.${problem}`, values);
}

/** The cues the subtitle exports would make that break a broadcast rule; each jumps to its segment. */
export function SubtitleCheck({
  blocks,
  onJump,
}: {
  blocks: TSpeakerBlock[];
  onJump: (time: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const issues = useMemo(() => subtitleIssues(blocks), [blocks]);
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3"
    >
      <h2 id={titleId} className="text-sm font-semibold text-fg">
        {t('transcript.subtitles.title')}
      </h2>
      <p className="text-sm text-muted" role="status">
        {issues.length === 0
          ? t('transcript.subtitles.allGood')
          : t('transcript.subtitles.count', { count: issues.length })}
      </p>
      {issues.length > 0 ? (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
          {issues.map((issue) => (
            <li key={issue.index}>
              <button
                type="button"
                className="flex w-full flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-hover"
                onClick={() => onJump(issue.cue.segmentStart)}
              >
                <span className="text-fg">
                  <span className="mr-2 text-xs text-muted tabular-nums">
                    {formatTimestamp(issue.cue.start)}
                  </span>
                  {issue.cue.lines.join(' ')}
                </span>
                <span className="text-xs text-amber-700 dark:text-amber-400">
                  {issue.problems.map((problem) => problemText(t, i18n.language, problem, issue)).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
