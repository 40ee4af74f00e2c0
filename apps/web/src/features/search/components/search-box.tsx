import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDebounced } from '../hooks/use-debounced';
import { SEARCH_PAGE_PATH, useSearchPath } from '../hooks/use-search-path';
import { useSlashFocus } from '../hooks/use-slash-focus';

// The results (and the query code behind them) are a chunk of their own, fetched at the first search:
// the dashboard's first load only carries this box.
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));

/**
 * The dashboard header's search over the user's file names and transcripts; '/' focuses it. Typing shows the
 * drop-down of quick jumps; Enter opens the results page for the whole library, which then shows its words here.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 640px)');
  const box = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebounced(text.trim(), 250);
  useSlashFocus(input);
  const navigate = useNavigate();
  const searchPath = useSearchPath();
  const location = useLocation();
  const onResultsPage = location.pathname === SEARCH_PAGE_PATH;
  const addressWords = onResultsPage ? (new URLSearchParams(location.search).get('q') ?? '') : null;

  // On the results page the box holds the words searched for (a shared address, the back button).
  useEffect(() => {
    if (addressWords !== null) setText(addressWords);
  }, [addressWords]);

  // A click or focus outside closes the results, as with any pop-over.
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  const showing = open && query !== '';
  return (
    <search
      ref={box}
      className="relative w-full max-w-md"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        input.current?.focus();
      }}
    >
      <label htmlFor="dashboard-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search
        size={16}
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-muted sm:left-3"
      />
      <input
        ref={input}
        id="dashboard-search"
        type="search"
        autoComplete="off"
        value={text}
        // A phone's header leaves room for a word: the long placeholder would read "Se".
        placeholder={wide ? t('search.placeholder') : t('search.placeholderShort')}
        aria-keyshortcuts="/"
        aria-controls={showing ? 'search-results' : undefined}
        className="h-9 w-full rounded-lg border border-border bg-surface pr-1 pl-8 text-sm sm:pr-8 sm:pl-9 text-fg placeholder:text-muted focus:border-accent focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          const words = text.trim();
          if (event.key !== 'Enter' || event.nativeEvent.isComposing || words === '') return;
          event.preventDefault();
          setOpen(false);
          navigate(searchPath(words));
        }}
      />
      {text === '' ? (
        <kbd
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 rounded border border-border px-1.5 text-xs text-muted sm:block"
        >
          /
        </kbd>
      ) : null}
      {showing ? (
        <Suspense fallback={null}>
          <SearchResults query={query} allResults={searchPath(query)} onChoose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </search>
  );
}
