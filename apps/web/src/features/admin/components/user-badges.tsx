import type { TAdminUser } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const badge = 'inline-flex h-5 items-center rounded-full px-2 text-xs font-medium';

/** "Admin" and "Disabled" (or, where asked, "Active") as small marks. */
export function UserBadges({
  user,
  showActive,
  className,
}: {
  user: TAdminUser;
  showActive?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const disabled = user.user_disabled_at !== null;
  if (!user.user_is_admin && !disabled && !showActive) return null;
  return (
    <span className={cn('flex flex-wrap gap-1', className)}>
      {user.user_is_admin ? (
        <span className={cn(badge, 'bg-accent-soft text-accent-text')}>{t('admin.users.admin')}</span>
      ) : null}
      {disabled ? (
        <span className={cn(badge, 'border border-danger/40 text-danger')}>
          {t('admin.users.disabledMark')}
        </span>
      ) : showActive ? (
        <span className={cn(badge, 'bg-hover text-muted')}>{t('admin.users.active')}</span>
      ) : null}
    </span>
  );
}
