import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { searchQueryIn, useSearchPage } from '@/api/search/search-page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { type SearchAddress, useSearchAddress } from '../hooks/use-search-address';
import { SearchFilterBar } from './search-filter-bar';
import { SearchHit } from './search-hit';
import { SearchPager } from './search-pager';

/**
 * /dashboard/search?q=…: the whole library's results for the header's search (Enter there opens it), with the
 * file list's filters and the Archive; a page at a time, each file with its passages, their speakers and times.
 * The words, filters and page live in the address.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const search = useSearchAddress();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">
          {search.query ? t('search.page.heading', { query: search.query }) : t('search.results')}
        </h1>
        {search.archived ? <p className="text-sm text-muted">{t('search.page.inArchive')}</p> : null}
      </div>
      {search.query ? (
        <>
          <SearchFilterBar search={search} />
          <Results search={search} />
        </>
      ) : (
        <p className="text-sm text-muted">{t('search.page.prompt')}</p>
      )}
    </div>
  );
}

function Results({ search }: { search: SearchAddress }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const results = useSearchPage(searchQueryIn(search.params), search.page);
  const top = useRef<HTMLParagraphElement>(null);
  if (results.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> {t('search.searching')}
      </p>
    );
  if (results.isError)
    return <p className="text-sm text-danger">{errorText(results.error, 'search.failed')}</p>;
  const { total, page_size: pageSize, results: files } = results.data;
  const capped = results.data.total_is_capped === true;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (files.length === 0) return <NoResults search={search} />;
  return (
    <div className="flex flex-col gap-4" aria-busy={results.isPlaceholderData}>
      <p ref={top} tabIndex={-1} className="text-sm text-muted focus:outline-none" aria-live="polite">
        {t(capped ? 'search.countCapped' : 'search.count', { count: total })}
      </p>
      {capped ? <p className="text-sm text-muted">{t('search.capped')}</p> : null}
      <ul className="flex flex-col gap-3">
        {files.map((file) => (
          <SearchHit key={file.audio_id} file={file} />
        ))}
      </ul>
      <SearchPager
        page={search.page}
        pages={pages}
        onPage={(page) => {
          search.setPage(page);
          // Back to the top of the list, for the next page to be read from its start.
          top.current?.focus();
        }}
      />
    </div>
  );
}

/** Nothing found: says whether the filters or the page may be why, and offers the way back. */
function NoResults({ search }: { search: SearchAddress }) {
  const { t } = useTranslation();
  if (search.page > 1)
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-muted">
        <p>{t('search.page.pastEnd')}</p>
        <Button variant="secondary" size="sm" onClick={() => search.setPage(1)}>
          {t('search.page.first')}
        </Button>
      </div>
    );
  if (search.count === 0)
    return <p className="text-sm text-muted">{t('search.none', { query: search.query })}</p>;
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-muted">
      <p>{t('search.page.noneFiltered', { query: search.query })}</p>
      <Button variant="secondary" size="sm" onClick={search.clear}>
        {t('files.filters.clear')}
      </Button>
    </div>
  );
}
