import { ChevronDown, LayoutDashboard, LogOut, Settings, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu';
import { useSession } from '../../../lib/session/session-context';
import { displayName } from '../display-name';

export function ProfileMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, logout } = useSession();
  const name = displayName(user) ?? t('profileMenu.fallbackName');
  const initial = name.charAt(0).toUpperCase();
  return (
    <MenuRoot>
      <MenuTrigger
        className="flex h-10 items-center gap-2 rounded-lg pr-2 pl-1 text-sm font-medium text-fg hover:bg-hover"
        aria-label={t('profileMenu.open', { name })}
      >
        <span
          aria-hidden
          className="flex h-8 w-8 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
        >
          {initial}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{name}</span>
        <ChevronDown size={16} aria-hidden className="text-muted" />
      </MenuTrigger>
      <MenuContent align="end" className="w-56">
        <MenuLabel>
          <p className="truncate font-medium text-fg">{name}</p>
          {user?.user_email ? <p className="truncate text-xs text-muted">{user.user_email}</p> : null}
        </MenuLabel>
        <MenuSeparator />
        <MenuItem onSelect={() => navigate('/dashboard')}>
          <LayoutDashboard size={16} aria-hidden />
          {t('profileMenu.dashboard')}
        </MenuItem>
        <MenuItem onSelect={() => toast.info(t('usage.premiumNotYet'))}>
          <Sparkles size={16} aria-hidden />
          {t('usage.goUnlimited')}
        </MenuItem>
        <MenuItem onSelect={() => navigate('/dashboard/profile')}>
          <Settings size={16} aria-hidden />
          {t('profileMenu.settings')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem onSelect={logout}>
          <LogOut size={16} aria-hidden />
          {t('profileMenu.logout')}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
