import { HardDriveDownload, ListOrdered, ScrollText, Server, UserCog } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditPanel } from './audit-panel';
import { ModelsPanel } from './models-panel';
import { QueuePanel } from './queue-panel';
import { SystemPanel } from './system-panel';
import { UsersPanel } from './users-panel';

const TABS = [
  { id: 'users', Icon: UserCog, Panel: UsersPanel },
  { id: 'queue', Icon: ListOrdered, Panel: QueuePanel },
  { id: 'system', Icon: Server, Panel: SystemPanel },
  { id: 'models', Icon: HardDriveDownload, Panel: ModelsPanel },
  { id: 'audit', Icon: ScrollText, Panel: AuditPanel },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The tab opened by `?tab=` scrolled into the row of tabs, which is wider than a phone. */
const reveal = (tab: HTMLButtonElement | null) =>
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

/**
 * /dashboard/admin: the administrators' console, in tabs (Users, Queue, System, Models, Audit log); `?tab=`
 * opens one of them. A tab's data loads when it is first opened (a tab's content mounts only while it is
 * open).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const initialTab: TabId = TABS.find(({ id }) => id === requested)?.id ?? 'users';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('admin.title')}</h1>
      <Tabs.Root defaultValue={initialTab} className="flex flex-col gap-6">
        <Tabs.List aria-label={t('admin.title')} className="-m-1 flex gap-1 overflow-x-auto p-1">
          {TABS.map(({ id, Icon }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              ref={id === initialTab ? reveal : undefined}
              className="flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted hover:bg-hover hover:text-fg data-[state=active]:bg-accent-soft data-[state=active]:text-accent-text"
            >
              <Icon size={16} aria-hidden />
              {t(`admin.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Panel }) => (
          <Tabs.Content key={id} value={id} className="min-w-0">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
