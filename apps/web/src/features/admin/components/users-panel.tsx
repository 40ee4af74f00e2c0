import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_PAGE_SIZE, useAdminUsers } from '@/api/admin/users';
import { SectionPanel } from '@/components/section-panel';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useUserActions } from '../hooks/use-user-actions';
import { Pager } from './pager';
import { UsersTable } from './users-table';

/** Users: a search by address or name, a page of accounts with their controls, and the delete dialog. */
export function UsersPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [page, setPage] = useState({ query, number: 1 });
  // A new search starts at its first page.
  const pageNumber = page.query === query ? page.number : 1;
  const users = useAdminUsers(query, pageNumber);
  const actions = useUserActions();
  const pending = actions.pendingDelete;
  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  return (
    <SectionPanel
      title={t('admin.tabs.users')}
      titleHidden
      controls={
        <TextField
          type="search"
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="max-w-md"
        />
      }
      pending={!data}
      error={data ? null : users.error}
      failedKey="admin.users.loadFailed"
      skeletonClassName="h-56"
      gap="gap-4"
      after={
        <ConfirmDeleteDialog
          open={pending !== undefined}
          title={t('admin.users.deleteTitle', { email: pending?.user_email ?? '' })}
          body={t('admin.users.deleteBody', { email: pending?.user_email ?? '' })}
          busy={actions.deleting}
          onConfirm={actions.confirmDelete}
          onCancel={actions.cancelDelete}
        />
      }
    >
      {data ? (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {query
              ? t('admin.users.matching', { count: data.total, query })
              : t('admin.users.count', { count: data.total })}
          </p>
          {data.users.length > 0 ? (
            <UsersTable users={data.users} actions={actions} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted">
              {t('admin.users.none')}
            </p>
          )}
          <Pager
            label={t('admin.users.pages')}
            page={pageNumber}
            pageCount={pageCount}
            hasNext={pageNumber < pageCount}
            onPage={(number) => setPage({ query, number })}
          />
        </>
      ) : null}
    </SectionPanel>
  );
}
