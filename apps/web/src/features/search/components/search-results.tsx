import type { TSearchFileHit } from '@transcribe/contract';
import { FileAudio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchFiles } from '@/api/search/search-files';
import { HighlightedText } from '@/components/highlighted-text';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { SearchPassages } from './search-passages';
import { viewerPath } from './viewer-path';

function FileResult({ file, onChoose }: { file: TSearchFileHit; onChoose: () => void }) {
  return (
    <li className="border-b border-border py-2 last:border-b-0">
      <Link
        to={viewerPath(file)}
        onClick={onChoose}
        className="flex items-center gap-2 rounded-md px-3 py-1.5 font-medium text-fg hover:bg-hover"
      >
        <FileAudio size={16} aria-hidden className="shrink-0 text-muted" />
        <span className="truncate">
          <HighlightedText text={file.file_name} ranges={file.file_name_highlights} />
        </span>
      </Link>
      <SearchPassages file={file} withSpeakers={false} onChoose={onChoose} />
    </li>
  );
}

interface Props {
  query: string;
  /** The results page's address for the query (what Enter opens). */
  allResults: string;
  onChoose: () => void;
}

/**
 * Results of a search, grouped by file; each match opens the viewer there, and the last line the results
 * page. Loaded when a search starts.
 */
export function SearchResults({ query, allResults, onChoose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const search = useSearchFiles(query);
  const files = search.data?.pages.flatMap((page) => page.results) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  // A word found in most files is answered from the most recent ones: `total` counts those, more match.
  const capped = search.data?.pages[0]?.total_is_capped === true;

  let body: React.ReactNode;
  if (search.isPending)
    body = (
      <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted">
        <Spinner /> {t('search.searching')}
      </p>
    );
  else if (search.isError)
    body = <p className="px-3 py-3 text-sm text-danger">{errorText(search.error, 'search.failed')}</p>;
  else if (files.length === 0)
    body = <p className="px-3 py-3 text-sm text-muted">{t('search.none', { query })}</p>;
  else
    body = (
      <>
        <ul>
          {files.map((file) => (
            <FileResult key={file.audio_id} file={file} onChoose={onChoose} />
          ))}
        </ul>
        {search.hasNextPage ? (
          <button
            type="button"
            className="w-full rounded-md px-3 py-2 text-sm font-medium text-accent-text hover:bg-hover disabled:opacity-60"
            disabled={search.isFetchingNextPage}
            onClick={() => void search.fetchNextPage()}
          >
            {search.isFetchingNextPage ? t('search.searching') : t('search.more')}
          </button>
        ) : null}
        {capped ? <p className="px-3 py-2 text-xs text-muted">{t('search.capped')}</p> : null}
        <Link
          to={allResults}
          onClick={onChoose}
          className="block rounded-md border-t border-border px-3 py-2 text-sm font-medium text-accent-text hover:bg-hover"
        >
          {t('search.page.all')}
        </Link>
      </>
    );

  return (
    <section
      id="search-results"
      aria-label={t('search.results')}
      className="absolute top-full right-0 left-0 z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl border border-border bg-surface p-1 shadow-lg sm:min-w-[28rem]"
    >
      <p className="sr-only" aria-live="polite">
        {search.isPending ? '' : t(capped ? 'search.countCapped' : 'search.count', { count: total })}
      </p>
      {body}
    </section>
  );
}
