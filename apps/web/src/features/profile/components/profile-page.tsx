import {
  AudioLines,
  BookA,
  CalendarClock,
  CreditCard,
  DatabaseBackup,
  FileText,
  KeyRound,
  KeySquare,
  Link2,
  Podcast,
  ScrollText,
  Tags,
  UserRound,
  UsersRound,
  Webhook,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GoUnlimitedButton } from '@/components/go-unlimited-button';
import { UsageMeter } from '@/components/usage-meter';
import { useSession } from '@/lib/session/session-context';
import { ApiKeysPanel } from './api-keys-panel';
import { BillingPanel } from './billing-panel';
import { MarkdownExportPanel } from './markdown-export-panel';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { RetentionPanel } from './retention-panel';
import { SharedLinksPanel } from './shared-links-panel';
import { SummaryTemplatesPanel } from './summary-templates-panel';
import { TagsPanel } from './tags-panel';
import { VocabularyPanel } from './vocabulary-panel';
import { WebhooksPanel } from './webhooks-panel';
import { YourDataPanel } from './your-data-panel';

const TABS = [
  { id: 'profile', Icon: UserRound },
  { id: 'password', Icon: KeyRound },
  { id: 'billing', Icon: CreditCard },
  { id: 'vocabulary', Icon: BookA },
  { id: 'summaryTemplates', Icon: ScrollText },
  { id: 'tags', Icon: Tags },
  { id: 'retention', Icon: CalendarClock },
  { id: 'markdown', Icon: FileText },
  { id: 'voiceProfiles', Icon: AudioLines },
  { id: 'workspaces', Icon: UsersRound },
  { id: 'apiKeys', Icon: KeySquare },
  { id: 'webhooks', Icon: Webhook },
  { id: 'feeds', Icon: Podcast },
  { id: 'shareLinks', Icon: Link2 },
  { id: 'data', Icon: DatabaseBackup },
] as const;

/**
 * /dashboard/profile: Profile, Password, Billing, Vocabulary, Summary templates, Tags, Retention, Markdown copies, Voice profiles,
 * API keys, Webhooks, Podcasts, Shared links and Your data tabs beside the usage summary. Panels of other features
 * arrive as slots from app/ (a feature never imports another); a tab whose slot is not given is left out.
 */
export function ProfilePage({
  voiceProfiles,
  workspaces,
  feeds,
}: {
  voiceProfiles?: ReactNode;
  workspaces?: ReactNode;
  feeds?: ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { user } = useSession();
  // ?tab= opens one tab (the workspace page links back to the list of workspaces).
  const [params] = useSearchParams();
  if (!user) return null;
  const slots: Record<string, ReactNode> = { voiceProfiles, workspaces, feeds };
  const tabs = TABS.filter(({ id }) => !(id in slots) || slots[id] !== undefined);
  const requested = params.get('tab');
  const initialTab = tabs.find(({ id }) => id === requested)?.id ?? 'profile';
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('profile.title')}</h1>
      <Tabs.Root defaultValue={initialTab} orientation="vertical" className="flex flex-col gap-6 md:flex-row">
        <div className="flex flex-col gap-4 md:w-56 md:shrink-0">
          <Tabs.List
            aria-label={t('profile.title')}
            className="-m-1 flex gap-1 overflow-x-auto p-1 md:flex-col"
          >
            {tabs.map(({ id, Icon }) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-medium text-muted hover:bg-hover hover:text-fg data-[state=active]:bg-accent-soft data-[state=active]:text-accent-text"
              >
                <Icon size={16} aria-hidden />
                {id === 'workspaces'
                  ? t('workspaces.title')
                  : id === 'summaryTemplates'
                    ? t('summaryTemplates.tab')
                    : t(`profile.tabs.${id}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
            <UsageMeter plan={user.user_plan} />
            <GoUnlimitedButton className="w-full" />
          </div>
        </div>
        <div className="min-w-0 flex-1 rounded-xl border border-border bg-elevated p-5 sm:p-6">
          <Tabs.Content value="profile">
            <ProfileForm user={user} />
          </Tabs.Content>
          <Tabs.Content value="password">
            <PasswordForm />
          </Tabs.Content>
          <Tabs.Content value="billing">
            <BillingPanel user={user} />
          </Tabs.Content>
          <Tabs.Content value="vocabulary">
            <VocabularyPanel />
          </Tabs.Content>
          <Tabs.Content value="tags">
            <TagsPanel />
          </Tabs.Content>
          <Tabs.Content value="retention">
            <RetentionPanel />
          </Tabs.Content>
          <Tabs.Content value="markdown">
            <MarkdownExportPanel />
          </Tabs.Content>
          <Tabs.Content value="summaryTemplates">
            <SummaryTemplatesPanel />
          </Tabs.Content>
          {voiceProfiles !== undefined ? (
            <Tabs.Content value="voiceProfiles">{voiceProfiles}</Tabs.Content>
          ) : null}
          {workspaces !== undefined ? <Tabs.Content value="workspaces">{workspaces}</Tabs.Content> : null}
          {feeds !== undefined ? <Tabs.Content value="feeds">{feeds}</Tabs.Content> : null}
          <Tabs.Content value="apiKeys">
            <ApiKeysPanel />
          </Tabs.Content>
          <Tabs.Content value="webhooks">
            <WebhooksPanel />
          </Tabs.Content>
          <Tabs.Content value="shareLinks">
            <SharedLinksPanel />
          </Tabs.Content>
          <Tabs.Content value="data">
            <YourDataPanel />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
