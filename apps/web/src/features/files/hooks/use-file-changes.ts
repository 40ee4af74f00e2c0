import type { TAudioItem } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { deleteAudio } from '@/api/audio/delete-audio';
import { useInvalidateFiles } from '@/api/audio/invalidate-files';
import { updateFile } from '@/api/audio/update-file';
import { useErrorText } from '@/lib/error-text';
import { useSession } from '@/lib/session/session-context';

/** Rename, move and delete, for one file or many, with the spec's toasts; lists refresh after each. */
export function useFileChanges() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();
  const { refreshUser } = useSession();

  /** One file: its success toast (its failure was already told). Several: how many went and how many failed. */
  function report(kind: 'move' | 'delete', items: TAudioItem[], failed: number) {
    const single = items.length === 1 ? items[0] : undefined;
    if (single) {
      if (failed === 0) toast.success(t(`files.${kind}.done`, { name: single.audio_file.file_name }));
      return;
    }
    if (failed < items.length) toast.success(t(`files.${kind}.doneMany`, { count: items.length - failed }));
    if (failed > 0) toast.error(t(`files.${kind}.failedMany`, { count: failed }));
  }

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
    report('move', items, failed);
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
    report('delete', items, failed);
    await invalidate();
    // The spec refetches the profile after a delete.
    void refreshUser().catch(() => undefined);
  }

  return { rename, move, remove };
}
