import type { TAdminSystem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useAdminSystem } from '@/api/admin/system';
import { SectionPanel } from '@/components/section-panel';
import { Notice } from '@/components/ui/notice';
import { formatBytes } from '@/lib/format';
import { BetterModeNotice } from './better-mode-notice';
import { ModelList } from './model-list';
import { StatTile } from './stat-tile';
import { UsageBars } from './usage-bars';

/**
 * System: accounts, files and storage, the installed engines' models (and a more accurate one on its way),
 * and transcriptions a day.
 */
export function SystemPanel() {
  const { t } = useTranslation();
  const system = useAdminSystem();
  const data = system.data;
  return (
    <SectionPanel
      title={t('admin.tabs.system')}
      titleHidden
      pending={!data}
      error={data ? null : system.error}
      failedKey="admin.system.loadFailed"
      skeletonClassName="h-56"
      gap="gap-8"
    >
      {data ? <SystemSections data={data} /> : null}
    </SectionPanel>
  );
}

/** The totals, the models and the usage of a day, each a section of its own. */
function SystemSections({ data }: { data: TAdminSystem }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const { users, files, storage_bytes, models, usage_by_day, public_url } = data;
  // E-mails and share links lead to PUBLIC_URL: an invited person would arrive on another origin, signed out.
  const here = window.location.origin;
  const elsewhere = public_url !== undefined && public_url.replace(/\/+$/, '') !== here;
  return (
    <>
      {elsewhere ? (
        <Notice tone="info">{t('admin.system.publicUrlElsewhere', { url: public_url, here })}</Notice>
      ) : null}
      <section aria-labelledby="admin-totals-title" className="flex flex-col gap-3">
        <h2 id="admin-totals-title" className="text-lg font-semibold text-fg">
          {t('admin.system.totals')}
        </h2>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatTile label={t('admin.system.accounts')} value={number.format(users)} />
          <StatTile label={t('admin.system.files')} value={number.format(files)} />
          <StatTile label={t('admin.system.storage')} value={formatBytes(storage_bytes)} />
        </dl>
      </section>
      <section aria-labelledby="admin-models-title" className="flex flex-col gap-3">
        <h2 id="admin-models-title" className="text-lg font-semibold text-fg">
          {t('admin.system.models')}
        </h2>
        <BetterModeNotice modes={models} />
        <ModelList models={models} />
      </section>
      <section aria-labelledby="admin-usage-title" className="flex flex-col gap-3">
        <h2 id="admin-usage-title" className="text-lg font-semibold text-fg">
          {t('admin.system.usage')}
        </h2>
        <UsageBars days={usage_by_day} />
      </section>
    </>
  );
}
