import type { TAdminUser } from '@transcribe/contract';
import { EllipsisVertical, Trash, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionMenuButton } from '@/components/ui/action-menu-button';
import { fieldClasses } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';
import { formatBytes } from '@/lib/format';
import { UserBadges } from './user-badges';

type Plan = TAdminUser['user_plan'];
const PLANS: readonly Plan[] = ['free', 'premium'];

interface Props {
  user: TAdminUser;
  isMe: boolean;
  busy: boolean;
  onPlan: (plan: Plan) => void;
  onDisable: (disabled: boolean) => void;
  onDelete: () => void;
}

/**
 * One account: address and name (with the admin and disabled marks, and below lg its usage, files and
 * storage), its plan (a select), its figures, and a menu to disable, enable or delete it. An administrator
 * changes their own plan too, but never disables or deletes themselves (the install would lose its owner).
 */
export function UserRow({ user, isMe, busy, onPlan, onDisable, onDelete }: Props) {
  const { t } = useTranslation();
  const email = user.user_email;
  const disabled = user.user_disabled_at !== null;
  const storage = formatBytes(user.user_storage_bytes);
  const cell = 'py-3 pr-3';
  const figure = `${cell} hidden text-right text-sm text-fg tabular-nums lg:table-cell`;
  return (
    <tr className="align-middle">
      <td className={cell}>
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-all text-fg">
            {email}
            {isMe ? <span className="font-normal text-muted"> ({t('admin.users.you')})</span> : null}
          </span>
          {user.user_full_name ? (
            <span className="text-xs break-words text-muted">{user.user_full_name}</span>
          ) : null}
          <UserBadges user={user} className="md:hidden" />
          <span className="text-xs text-muted lg:hidden">
            {t('admin.users.figures', {
              usage: user.user_usage_today,
              count: user.user_file_count,
              storage,
            })}
          </span>
        </div>
      </td>
      <td className={cell}>
        <select
          aria-label={t('admin.users.planOf', { email })}
          value={user.user_plan}
          disabled={busy}
          onChange={(event) => onPlan(event.target.value as Plan)}
          className={cn(fieldClasses, 'h-9')}
        >
          {PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}.name`)}
            </option>
          ))}
        </select>
      </td>
      <td className={`${cell} hidden md:table-cell`}>
        <UserBadges user={user} showActive />
      </td>
      <td className={figure}>{user.user_usage_today}</td>
      <td className={figure}>{user.user_llm_tokens_today.toLocaleString()}</td>
      <td className={figure}>{user.user_file_count}</td>
      <td className={figure}>{storage}</td>
      <td className="py-3 text-right">
        {isMe ? null : (
          <ActionMenuButton
            label={t('admin.users.actionsFor', { email })}
            width={200}
            dense
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-hover hover:text-fg disabled:opacity-50"
            items={[
              disabled
                ? {
                    key: 'enable',
                    label: t('admin.users.enable'),
                    icon: <UserCheck size={16} aria-hidden />,
                    onSelect: () => onDisable(false),
                  }
                : {
                    key: 'disable',
                    label: t('admin.users.disable'),
                    icon: <UserX size={16} aria-hidden />,
                    onSelect: () => onDisable(true),
                  },
              {
                key: 'delete',
                label: t('admin.users.delete'),
                icon: <Trash size={16} aria-hidden />,
                tone: 'danger',
                separated: true,
                onSelect: onDelete,
              },
            ]}
          >
            <EllipsisVertical size={18} aria-hidden />
          </ActionMenuButton>
        )}
      </td>
    </tr>
  );
}
