import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useErrorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session/session-context';
import { deleteAudio, updateFile, useInvalidateFiles } from '../api/file-mutations';

/** Rename, move and delete, for one file or many, with the spec's toasts; lists refresh after each. */
export function useFileChanges() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();
  const { refreshUser } = useSession();

  async function rename(item: TAudioItem, name: string): Promise<boolean> {
    const fileId = item.audio_file?.file_id;
    if (!fileId) {
      toast.error(t('files.rename.noId'));
      return false;
    }
    toast.info(t('files.rename.renaming', { name }));
    try {
      await updateFile(fileId, { file_name: name });
      toast.success(t('files.rename.done'));
      return true;
    } catch (error) {
      toast.error(errorText(error, 'files.rename.failed'));
      return false;
    } finally {
      void invalidate();
    }
  }

  async function move(items: TAudioItem[], folderId: number): Promise<void> {
    if (!Number.isSafeInteger(folderId) || folderId <= 0)
      return void toast.error(t('files.move.invalidTarget'));
    if (items.some((item) => !item.audio_file?.file_id)) return void toast.error(t('files.move.noFileData'));
    const single = items.length === 1 ? items[0] : undefined;
    if (single) toast.info(t('files.move.moving', { name: single.audio_file.file_name }));
    let failed = 0;
    for (const item of items) {
      try {
        await updateFile(item.audio_file.file_id, { file_folder_id: folderId });
      } catch (error) {
        failed += 1;
        const message = errorText(error, 'files.move.failedOne');
        toast.error(t('files.move.error', { id: item.audio_id, message }));
      }
    }
    if (single && failed === 0) toast.success(t('files.move.done', { name: single.audio_file.file_name }));
    else if (!single && failed < items.length)
      toast.success(t('files.move.doneMany', { count: items.length - failed }));
    if (!single && failed > 0) toast.error(t('files.move.failedMany', { count: failed }));
    await invalidate();
  }

  async function remove(items: TAudioItem[]): Promise<void> {
    if (items.length === 0) return void toast.error(t('files.delete.noIdSpecified'));
    const single = items.length === 1 ? items[0] : undefined;
    if (single) toast.info(t('files.delete.deleting', { name: single.audio_file.file_name }));
    let failed = 0;
    for (const item of items) {
      if (!item.audio_id) {
        failed += 1;
        toast.error(t('files.delete.noId'));
        continue;
      }
      try {
        await deleteAudio(item.audio_id);
      } catch (error) {
        failed += 1;
        const message = errorText(error, 'files.delete.failedOne');
        toast.error(
          single
            ? t('files.delete.failed', { error: message })
            : t('files.delete.error', { fileId: item.audio_id, error: message }),
        );
      }
    }
    if (single && failed === 0) toast.success(t('files.delete.done', { name: single.audio_file.file_name }));
    else if (!single && failed < items.length)
      toast.success(t('files.delete.doneMany', { count: items.length - failed }));
    if (!single && failed > 0) toast.error(t('files.delete.failedMany', { count: failed }));
    await invalidate();
    // Deleting a file may cancel a running transcription; the usage shown stays right either way.
    void refreshUser().catch(() => undefined);
  }

  return { rename, move, remove };
}
