import type { TAdminSystem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';

type Day = TAdminSystem['usage_by_day'][number];

/** A day ('2026-05-01', UTC) in the reader's language. */
function dayLabel(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Transcriptions a day over the last 30 days, newest first: the day, a bar to scale, the number. */
export function UsageBars({ days }: { days: Day[] }) {
  const { t, i18n } = useTranslation();
  if (days.length === 0) return <p className="text-sm text-muted">{t('admin.system.noUsage')}</p>;
  const most = Math.max(...days.map((d) => d.transcriptions), 1);
  return (
    <table aria-label={t('admin.system.usage')} className="w-full border-collapse text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('admin.system.day')}</th>
          <th scope="col">{t('admin.system.transcriptions')}</th>
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map(({ day, transcriptions }) => (
          <tr key={day}>
            <th scope="row" className="w-32 py-1 pr-3 text-left font-normal whitespace-nowrap text-muted">
              {dayLabel(day, i18n.language)}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <div
                  aria-hidden
                  className="h-3 rounded-sm bg-accent"
                  style={{ width: `${Math.max(2, (transcriptions / most) * 100)}%` }}
                />
                <span className="text-fg tabular-nums">{transcriptions}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
