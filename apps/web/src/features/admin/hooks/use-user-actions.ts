import type { TAdminUser } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useDeleteUser } from '@/api/admin/delete-user';
import { useUpdateUser } from '@/api/admin/update-user';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';

type Plan = TAdminUser['user_plan'];

/**
 * What the users table does: another plan (one's own too), disabling or enabling at once (each with a
 * toast), and deleting after the confirmation dialog that names the address.
 */
export function useUserActions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const [pendingDelete, setPendingDelete] = useState<TAdminUser>();

  function changePlan(user: TAdminUser, plan: Plan) {
    update.mutate(
      { userId: user.user_id, change: { plan } },
      {
        onSuccess: () => {
          toast.success(
            t('admin.users.planChanged', { email: user.user_email, plan: t(`plans.${plan}.name`) }),
          );
          // One's own plan: the usage box and the upload dialog's limit follow at once.
          if (user.user_id === session.user?.user_id) void session.refreshUser();
        },
        onError: (error) => toast.error(errorText(error, 'admin.users.updateFailed')),
      },
    );
  }

  function setDisabled(user: TAdminUser, disabled: boolean) {
    update.mutate(
      { userId: user.user_id, change: { disabled } },
      {
        onSuccess: () =>
          toast.success(
            t(disabled ? 'admin.users.disabled' : 'admin.users.enabled', { email: user.user_email }),
          ),
        onError: (error) => toast.error(errorText(error, 'admin.users.updateFailed')),
      },
    );
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const email = pendingDelete.user_email;
    remove.mutate(pendingDelete.user_id, {
      onSuccess: () => {
        setPendingDelete(undefined);
        toast.success(t('admin.users.deleted', { email }));
      },
      onError: (error) => {
        setPendingDelete(undefined);
        toast.error(errorText(error, 'admin.users.deleteFailed'));
      },
    });
  }

  return {
    changePlan,
    setDisabled,
    /** The user being changed, while the server answers. */
    busyId: update.isPending ? update.variables?.userId : undefined,
    pendingDelete,
    askDelete: setPendingDelete,
    cancelDelete: () => setPendingDelete(undefined),
    confirmDelete,
    deleting: remove.isPending,
  };
}
