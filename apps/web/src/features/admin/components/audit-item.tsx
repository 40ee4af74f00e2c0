import type { TAuditEntry } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** A detail's value as text: strings as they are, everything else as JSON. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * One action: what was done (in the reader's language when the console knows the action, else as the server
 * names it) to what, by whom and when, and its details as "name: value" pairs.
 */
export function AuditItem({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation();
  const actionKey = `admin.audit.actions.${entry.audit_action.replaceAll('.', '_')}`;
  const action = i18n.exists(actionKey) ? t(actionKey) : entry.audit_action;
  const details = Object.entries(entry.audit_details);
  return (
    <li className="flex flex-col gap-1 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="text-sm font-medium text-fg">
          {action} <span className="font-normal break-all text-muted">{entry.audit_target}</span>
        </span>
        <time dateTime={entry.audit_created_at} className="text-xs whitespace-nowrap text-muted">
          {formatDate(entry.audit_created_at, i18n.language)}
        </time>
      </div>
      <span className="text-xs break-all text-muted">
        {t('admin.audit.by', { email: entry.audit_actor_email })}
      </span>
      {details.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
          {details.map(([name, value]) => (
            <div key={name} className="flex min-w-0 gap-1">
              <dt className="text-muted">{name}:</dt>
              <dd className="break-all text-fg">{asText(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
