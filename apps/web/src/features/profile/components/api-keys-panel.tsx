import type { TApiKey } from '@transcribe/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useApiKeys } from '@/api/api-keys/api-keys';
import { useCreateApiKey } from '@/api/api-keys/create-api-key';
import { useRevokeApiKey } from '@/api/api-keys/revoke-api-key';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { NewSecret } from './new-secret';

const NAME_MAX = 100;

/**
 * Personal API keys: create one, read-only if asked (its secret shown once), see them by name and prefix,
 * revoke them.
 */
export function ApiKeysPanel() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const readOnlyId = useId();
  const [nameError, setNameError] = useState<string>();
  const [created, setCreated] = useState<{ name: string; secret: string }>();
  const [revoking, setRevoking] = useState<TApiKey>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setNameError(t('profile.apiKeys.nameRequired'));
    setNameError(undefined);
    create.mutate(
      { api_key_name: name.trim(), api_key_read_only: readOnly },
      {
        onSuccess: (key) => {
          setCreated({ name: key.api_key_name, secret: key.api_key_secret });
          setName('');
          setReadOnly(false);
        },
        onError: (error) => toast.error(errorText(error, 'profile.apiKeys.createFailed')),
      },
    );
  }

  function confirmRevoke(key: TApiKey) {
    revoke.mutate(key.api_key_id, {
      onSuccess: () => {
        setRevoking(undefined);
        toast.success(t('profile.apiKeys.revoked', { name: key.api_key_name }));
      },
      onError: (error) => toast.error(errorText(error, 'profile.apiKeys.revokeFailed')),
    });
  }

  return (
    <section aria-labelledby="api-keys-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="api-keys-title" className="text-lg font-semibold text-fg">
          {t('profile.apiKeys.title')}
        </h2>
        <p className="text-sm text-muted">{t('profile.apiKeys.intro')}</p>
      </div>
      {created ? (
        <NewSecret
          notice={t('profile.apiKeys.created', { name: created.name })}
          label={t('profile.apiKeys.secret')}
          usage={t('profile.apiKeys.usage', { origin: window.location.origin })}
          secret={created.secret}
          onDone={() => setCreated(undefined)}
        />
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={t('profile.apiKeys.name')}
            placeholder={t('profile.apiKeys.namePlaceholder')}
            value={name}
            maxLength={NAME_MAX}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" className="sm:mt-7" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('profile.apiKeys.create')}
          </Button>
        </div>
        <div className="flex items-start gap-2 text-sm">
          <input
            id={readOnlyId}
            type="checkbox"
            className="mt-1"
            checked={readOnly}
            aria-describedby={`${readOnlyId}-hint`}
            onChange={(event) => setReadOnly(event.target.checked)}
          />
          <div className="flex flex-col">
            <label htmlFor={readOnlyId} className="text-fg">
              {t('profile.apiKeys.readOnly')}
            </label>
            <span id={`${readOnlyId}-hint`} className="text-muted">
              {t('profile.apiKeys.readOnlyHint')}
            </span>
          </div>
        </div>
      </form>
      {keys.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : keys.isError ? (
        <p className="text-sm text-danger">{errorText(keys.error, 'profile.apiKeys.loadFailed')}</p>
      ) : keys.data.length === 0 ? (
        <p className="text-sm text-muted">{t('profile.apiKeys.none')}</p>
      ) : (
        <ul
          aria-label={t('profile.apiKeys.list')}
          className="divide-y divide-border rounded-lg border border-border"
        >
          {keys.data.map((key) => (
            <li key={key.api_key_id} className="flex items-center gap-3 px-4 py-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium text-fg">{key.api_key_name}</span>
                  {key.api_key_read_only ? (
                    <span className="inline-flex h-5 shrink-0 items-center rounded-full bg-hover px-2 text-xs font-medium text-muted">
                      {t('profile.apiKeys.readOnly')}
                    </span>
                  ) : null}
                </span>
                <span className="text-xs text-muted">
                  <code className="font-mono">{key.api_key_prefix}…</code> ·{' '}
                  {t('profile.apiKeys.createdOn', {
                    date: formatDate(key.api_key_created_at, i18n.language),
                  })}{' '}
                  ·{' '}
                  {key.api_key_last_used_at
                    ? t('profile.apiKeys.lastUsed', {
                        date: formatDate(key.api_key_last_used_at, i18n.language),
                      })
                    : t('profile.apiKeys.neverUsed')}
                </span>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('profile.apiKeys.revokeNamed', { name: key.api_key_name })}
                onClick={() => setRevoking(key)}
              >
                {t('profile.apiKeys.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={revoking !== undefined}
        onOpenChange={(open) => open || revoke.isPending || setRevoking(undefined)}
        title={t('profile.apiKeys.revokeTitle', { name: revoking?.api_key_name ?? '' })}
        description={t('profile.apiKeys.revokeBody')}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={revoke.isPending} onClick={() => setRevoking(undefined)}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            onClick={() => revoking && confirmRevoke(revoking)}
          >
            {revoke.isPending ? <Spinner /> : null}
            {t('profile.apiKeys.revoke')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
