import { type TWebhook, type TWebhookEvent, WEBHOOK_EVENTS } from '@transcribe/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateWebhook } from '@/api/webhooks/create-webhook';
import { useDeleteWebhook } from '@/api/webhooks/delete-webhook';
import { useSendTestEvent } from '@/api/webhooks/send-test-event';
import { useWebhooks } from '@/api/webhooks/webhooks';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-text';
import { NewSecret } from './new-secret';
import { WebhookDeliveries } from './webhook-deliveries';

/** Webhooks: register an address for transcript events (its signing secret shown once), test, see deliveries, delete. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const remove = useDeleteWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [deleting, setDeleting] = useState<TWebhook>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setUrlError(t('profile.webhooks.urlInvalid'));
    if (events.length === 0) return setUrlError(t('profile.webhooks.eventsRequired'));
    setUrlError(undefined);
    create.mutate(
      { webhook_url: url.trim(), webhook_events: events },
      {
        onSuccess: (created) => {
          setSecret(created.webhook_secret);
          setUrl('');
        },
        onError: (error) => setUrlError(errorText(error, 'profile.webhooks.createFailed')),
      },
    );
  }

  const toggle = (name: TWebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, name] : list.filter((e) => e !== name)));

  return (
    <section aria-labelledby="webhooks-title" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="webhooks-title" className="text-lg font-semibold text-fg">
          {t('profile.webhooks.title')}
        </h2>
        <p className="text-sm text-muted">{t('profile.webhooks.intro')}</p>
      </div>
      {secret ? (
        <NewSecret
          notice={t('profile.webhooks.created')}
          label={t('profile.webhooks.secret')}
          usage={t('profile.webhooks.signature')}
          secret={secret}
          onDone={() => setSecret(undefined)}
        />
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextField
          label={t('profile.webhooks.url')}
          placeholder="https://example.com/hooks/transcribe"
          type="url"
          value={url}
          error={urlError}
          onChange={(event) => setUrl(event.target.value)}
        />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">{t('profile.webhooks.events')}</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={events.includes(name)}
                onChange={(e) => toggle(name, e.target.checked)}
              />
              <code className="font-mono text-xs">{name}</code>
            </label>
          ))}
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
            {create.isPending ? <Spinner /> : null}
            {t('profile.webhooks.add')}
          </Button>
        </div>
      </form>
      {webhooks.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : webhooks.isError ? (
        <p className="text-sm text-danger">{errorText(webhooks.error, 'profile.webhooks.loadFailed')}</p>
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-muted">{t('profile.webhooks.none')}</p>
      ) : (
        <ul aria-label={t('profile.webhooks.list')} className="flex flex-col gap-3">
          {webhooks.data.map((hook) => (
            <WebhookItem key={hook.webhook_id} hook={hook} onDelete={() => setDeleting(hook)} />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('profile.webhooks.deleteTitle')}
        body={deleting?.webhook_url ?? ''}
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.webhook_id, {
            onSuccess: () => setDeleting(undefined),
            onError: (error) => toast.error(errorText(error, 'profile.webhooks.deleteFailed')),
          })
        }
      />
    </section>
  );
}

function WebhookItem({ hook, onDelete }: { hook: TWebhook; onDelete: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const test = useSendTestEvent();
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-fg">{hook.webhook_url}</span>
          <span className="text-xs text-muted">{hook.webhook_events.join(', ')}</span>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={test.isPending}
          aria-busy={test.isPending}
          onClick={() =>
            test.mutate(hook.webhook_id, {
              onSuccess: () => {
                setOpen(true);
                toast.success(t('profile.webhooks.testSent'));
              },
              onError: (error) => toast.error(errorText(error, 'profile.webhooks.testFailed')),
            })
          }
        >
          {t('profile.webhooks.sendTest')}
        </Button>
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {t('profile.webhooks.deliveries')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('profile.webhooks.deleteNamed', { url: hook.webhook_url })}
          onClick={onDelete}
        >
          {t('profile.webhooks.delete')}
        </Button>
      </div>
      {open ? <WebhookDeliveries webhookId={hook.webhook_id} /> : null}
    </li>
  );
}
