import type { TAdminModel } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { type ModelAction, useModelAction } from '@/api/admin/model-action';
import { useErrorText } from '@/lib/error-text';

const DONE_KEYS: Record<ModelAction, string> = {
  install: 'admin.models.installDone',
  cancel: 'admin.models.cancelDone',
  remove: 'admin.models.removeDone',
};
const FAILED_KEYS: Record<ModelAction, string> = {
  install: 'admin.models.installFailed',
  cancel: 'admin.models.cancelFailed',
  remove: 'admin.models.removeFailed',
};

/**
 * The Models tab's buttons: Install and Cancel at once, Remove after the confirmation dialog that names the
 * model; each with a toast.
 */
export function useModelActions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const mutation = useModelAction();
  const [pendingRemove, setPendingRemove] = useState<TAdminModel>();

  const run = (model: TAdminModel, action: ModelAction, settled?: () => void) =>
    mutation.mutate(
      { name: model.name, action },
      {
        onSuccess: () => toast.success(t(DONE_KEYS[action], { title: model.title })),
        onError: (error) => toast.error(errorText(error, FAILED_KEYS[action])),
        onSettled: settled,
      },
    );

  return {
    install: (model: TAdminModel) => run(model, 'install'),
    cancel: (model: TAdminModel) => run(model, 'cancel'),
    /** The model whose action the server is answering. */
    busyName: mutation.isPending ? mutation.variables.name : undefined,
    pendingRemove,
    askRemove: setPendingRemove,
    cancelRemove: () => setPendingRemove(undefined),
    confirmRemove: () => pendingRemove && run(pendingRemove, 'remove', () => setPendingRemove(undefined)),
    removing: mutation.isPending && mutation.variables.action === 'remove',
  };
}
