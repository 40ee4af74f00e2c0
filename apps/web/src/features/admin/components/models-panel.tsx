import type { TAdminModel } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useAdminModels } from '@/api/admin/models';
import { SectionPanel } from '@/components/section-panel';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { formatBytes } from '@/lib/format';
import { useModelActions } from '../hooks/use-model-actions';
import { DefaultModeSelect } from './default-mode-select';
import { ModelItem } from './model-item';
import { StatTile } from './stat-tile';

/**
 * Models: every model the server can download, live (a download's progress arrives as it goes), with how
 * many are installed, how many are on their way and the disk they use; Install, Cancel and Remove.
 */
export function ModelsPanel() {
  const { t } = useTranslation();
  const models = useAdminModels();
  const actions = useModelActions();
  const pending = actions.pendingRemove;
  const data = models.data;
  const count = (state: TAdminModel['state']) =>
    data?.models.filter((model) => model.state === state).length ?? 0;
  return (
    <SectionPanel
      title={t('admin.tabs.models')}
      titleHidden
      intro={t('admin.models.intro')}
      pending={!data}
      error={data ? null : models.error}
      failedKey="admin.models.loadFailed"
      skeletonClassName="h-56"
      gap="gap-4"
      after={
        <ConfirmDeleteDialog
          open={pending !== undefined}
          title={t('admin.models.removeTitle', { name: pending?.name ?? '' })}
          body={t('admin.models.removeBody', {
            title: pending?.title ?? '',
            size: formatBytes(pending?.bytes ?? 0),
          })}
          busy={actions.removing}
          onConfirm={actions.confirmRemove}
          onCancel={actions.cancelRemove}
        />
      }
    >
      {data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile label={t('admin.models.installed')} value={count('installed')} />
            <StatTile label={t('admin.models.downloading')} value={count('downloading')} />
            <StatTile
              label={t('admin.models.disk')}
              value={formatBytes(data.disk_bytes)}
              className="col-span-2 sm:col-span-1"
            />
          </dl>
          <DefaultModeSelect pinned={data.default_mode_id} />
          <ul aria-label={t('admin.models.list')} className="flex flex-col gap-3">
            {data.models.map((model) => (
              <ModelItem
                key={model.name}
                model={model}
                busy={actions.busyName === model.name}
                onInstall={() => actions.install(model)}
                onCancel={() => actions.cancel(model)}
                onRemove={() => actions.askRemove(model)}
              />
            ))}
          </ul>
        </>
      ) : null}
    </SectionPanel>
  );
}
