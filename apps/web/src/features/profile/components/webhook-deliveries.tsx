import type { TWebhookDeliveryStatus } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useWebhookDeliveries } from '@/api/webhooks/webhook-deliveries';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';

const TONE: Record<TWebhookDeliveryStatus, string> = {
  pending: 'text-muted',
  retrying: 'text-fg',
  delivered: 'text-accent-text',
  failed: 'text-danger',
};

/** A webhook's latest deliveries: event, status, attempts, the receiver's answer and when. */
export function WebhookDeliveries({ webhookId }: { webhookId: number }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const deliveries = useWebhookDeliveries(webhookId);
  if (deliveries.isPending) return <Skeleton className="h-12 w-full" />;
  if (deliveries.isError)
    return (
      <p className="text-sm text-danger">
        {errorText(deliveries.error, 'profile.webhooks.deliveriesFailed')}
      </p>
    );
  if (deliveries.data.length === 0)
    return <p className="text-sm text-muted">{t('profile.webhooks.noDeliveries')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('profile.webhooks.deliveries')}</caption>
      <thead className="text-xs text-muted">
        <tr>
          <th className="py-1 pr-3 font-medium">{t('profile.webhooks.event')}</th>
          <th className="py-1 pr-3 font-medium">{t('profile.webhooks.status')}</th>
          <th className="py-1 pr-3 font-medium">{t('profile.webhooks.response')}</th>
          <th className="py-1 font-medium">{t('profile.webhooks.time')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((d) => (
          <tr key={d.webhook_delivery_id} className="border-t border-border">
            <td className="py-1.5 pr-3 font-mono text-xs">{d.webhook_delivery_event}</td>
            <td className={`py-1.5 pr-3 ${TONE[d.webhook_delivery_status]}`}>
              {t(`profile.webhooks.statuses.${d.webhook_delivery_status}`)}
              <span className="text-muted">
                {' '}
                · {t('profile.webhooks.attempts', { count: d.webhook_delivery_attempts })}
              </span>
            </td>
            <td className="py-1.5 pr-3" title={d.webhook_delivery_error ?? undefined}>
              {d.webhook_delivery_response_code ??
                (d.webhook_delivery_error ? t('profile.webhooks.noAnswer') : '–')}
            </td>
            <td className="py-1.5 text-muted">{formatDate(d.webhook_delivery_updated_at, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
