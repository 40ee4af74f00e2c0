import { ChevronDown, LayoutDashboard, LogOut, Settings, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useUnlimitedPlan } from '@/components/go-unlimited-button';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { useSession } from '@/lib/session/session-context';
import { displayName } from '../display-name';

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  const unlimited = useUnlimitedPlan();
  const name = displayName(user) ?? t('profileMenu.fallbackName');
  const initial = name.charAt(0).toUpperCase();
  const icon = (Icon: typeof Settings) => <Icon size={16} aria-hidden />;
  return (
    <ActionMenuButton
      label={t('profileMenu.open', { name })}
      width={224}
      dense
      className="flex h-10 items-center gap-2 rounded-lg pr-2 pl-1 text-sm font-medium text-fg hover:bg-hover"
      header={
        <>
          <p className="truncate font-medium text-fg">{name}</p>
          {user?.user_email ? <p className="truncate text-xs text-muted">{user.user_email}</p> : null}
        </>
      }
      items={[
        {
          key: 'dashboard',
          label: t('profileMenu.dashboard'),
          icon: icon(LayoutDashboard),
          onSelect: () => navigate('/dashboard'),
        },
        ...(unlimited
          ? []
          : [
              {
                key: 'unlimited',
                label: t('usage.goUnlimited'),
                icon: icon(Sparkles),
                onSelect: () => toast.info(t('usage.premiumNotYet')),
              },
            ]),
        {
          key: 'settings',
          label: t('profileMenu.settings'),
          icon: icon(Settings),
          onSelect: () => navigate('/dashboard/profile'),
        },
        // The console, for administrators only.
        ...(user?.user_is_admin
          ? [
              {
                key: 'admin',
                label: t('profileMenu.admin'),
                icon: icon(ShieldCheck),
                onSelect: () => navigate('/dashboard/admin'),
              },
            ]
          : []),
        {
          key: 'logout',
          label: t('profileMenu.logout'),
          icon: icon(LogOut),
          separated: true,
          onSelect: logout,
        },
      ]}
    >
      <span
        aria-hidden
        className="flex h-8 w-8 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
      >
        {initial}
      </span>
      <span className="hidden max-w-32 truncate sm:inline">{name}</span>
      <ChevronDown size={16} aria-hidden className="text-muted" />
    </ActionMenuButton>
  );
}
