import type { TAdminUser } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/session-context';
import type { useUserActions } from '../hooks/use-user-actions';
import { UserRow } from './user-row';

interface Props {
  users: TAdminUser[];
  actions: ReturnType<typeof useUserActions>;
}

/**
 * The accounts: who, plan, standing and what they use and store. Narrow screens keep who, plan and the
 * actions as columns and show the rest beneath the address.
 */
export function UsersTable({ users, actions }: Props) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const th = 'pb-2 pr-3 text-left text-xs font-medium tracking-wide text-muted uppercase';
  const wide = `${th} hidden lg:table-cell`;
  return (
    <table aria-label={t('admin.users.table')} className="w-full table-fixed border-collapse">
      <thead className="border-b border-border">
        <tr>
          <th scope="col" className={th}>
            {t('admin.users.user')}
          </th>
          <th scope="col" className={`${th} w-28 sm:w-32`}>
            {t('admin.users.plan')}
          </th>
          <th scope="col" className={`${th} hidden w-28 md:table-cell`}>
            {t('admin.users.status')}
          </th>
          <th scope="col" className={`${wide} w-20 text-right`}>
            {t('admin.users.usageToday')}
          </th>
          <th scope="col" className={`${wide} w-24 text-right`}>
            {t('admin.users.llmTokensToday')}
          </th>
          <th scope="col" className={`${wide} w-16 text-right`}>
            {t('admin.users.files')}
          </th>
          <th scope="col" className={`${wide} w-28 text-right`}>
            {t('admin.users.storage')}
          </th>
          <th scope="col" className={`${th} w-12 pr-0 text-right`}>
            <span className="sr-only">{t('admin.users.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {users.map((user) => (
          <UserRow
            key={user.user_id}
            user={user}
            isMe={user.user_id === me?.user_id}
            busy={actions.busyId === user.user_id}
            onPlan={(plan) => actions.changePlan(user, plan)}
            onDisable={(disabled) => actions.setDisabled(user, disabled)}
            onDelete={() => actions.askDelete(user)}
          />
        ))}
      </tbody>
    </table>
  );
}
