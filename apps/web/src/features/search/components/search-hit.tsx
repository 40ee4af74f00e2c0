import type { TSearchFileHit } from '@transcribe/contract';
import { FileAudio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/highlighted-text';
import { formatDate } from '@/lib/format';
import { SearchPassages } from './search-passages';
import { viewerPath } from './viewer-path';

/**
 * One file the search found, on the results page: its name (opening it) and when it was added, then its best
 * passages in time order, each with when and who speaks it; a passage opens the transcript there.
 */
export function SearchHit({ file }: { file: TSearchFileHit }) {
  const { i18n } = useTranslation();
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
      <SearchPassages file={file} withSpeakers />
    </li>
  );
}
