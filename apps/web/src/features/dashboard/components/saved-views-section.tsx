import type { TSavedView } from '@transcribe/contract';
import { Bookmark, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSavedViews } from '@/api/saved-views/saved-views';
import { opensAt, viewAddress } from '@/api/saved-views/view-address';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { cn } from '@/lib/cn';
import type { ViewChange } from './saved-view-dialogs';

// Rename and delete load when one is asked for.
const SavedViewDialogs = lazy(() => import('./saved-view-dialogs'));

/** The sidebar's saved views (none: no section): each opens its list; rename and delete from its menu. */
export function SavedViewsSection({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const views = useSavedViews();
  const { pathname, search } = useLocation();
  const [change, setChange] = useState<ViewChange>();
  if (!views.data?.length) return null;
  const item = (view: TSavedView) => {
    const name = view.saved_view_name;
    const here = opensAt(view.saved_view_query, pathname, search);
    return (
      <li key={view.saved_view_id} className="group flex items-center gap-1">
        <Link
          to={viewAddress(view.saved_view_query)}
          onClick={onNavigate}
          aria-current={here ? 'page' : undefined}
          className={cn(
            'flex h-9 min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 text-sm font-medium',
            here ? 'bg-accent-soft text-accent-text' : 'text-fg hover:bg-hover',
          )}
        >
          <Bookmark size={16} aria-hidden className="shrink-0" />
          <span className="truncate">{name}</span>
        </Link>
        <ActionMenuButton
          label={t('dashboard.views.options', { name })}
          width={180}
          margin={5}
          dense
          className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-border hover:text-fg data-[state=open]:bg-border lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100 lg:data-[state=open]:opacity-100"
          items={[
            {
              key: 'rename',
              label: t('dashboard.views.rename'),
              icon: <Pencil size={16} aria-hidden />,
              onSelect: () => setChange({ kind: 'rename', view }),
            },
            {
              key: 'delete',
              label: t('dashboard.views.delete'),
              icon: <Trash2 size={16} aria-hidden />,
              tone: 'danger',
              onSelect: () => setChange({ kind: 'delete', view }),
            },
          ]}
        >
          <MoreHorizontal size={16} aria-hidden />
        </ActionMenuButton>
      </li>
    );
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1">
      <h2 id={titleId} className="px-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('dashboard.views.title')}
      </h2>
      <ul className="flex flex-col gap-0.5">{views.data.map(item)}</ul>
      {change ? (
        <Suspense fallback={null}>
          <SavedViewDialogs change={change} onClose={() => setChange(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
