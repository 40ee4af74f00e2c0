import { useMutation } from '@tanstack/react-query';
import { type TAudioItem, type TUpdateAudioRequest, ZAudioResponse } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-text';
import { useInvalidateFiles } from './invalidate-files';

/** PATCH /api/v1/audio/{id}: star or un-star it (the caller's own star), archive or restore it (its editors). */
export async function updateAudio(audioId: number, body: TUpdateAudioRequest) {
  return (await api.patch(`/api/v1/audio/${audioId}`, { schema: ZAudioResponse, body })).data;
}

/**
 * A file's star and its place in the Archive, changed from the file list or the viewer: every list is read
 * again after (an archived file leaves its list and joins the Archive); archiving and restoring say so.
 */
export function useAudioMarks() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const invalidate = useInvalidateFiles();
  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: TAudioItem; body: TUpdateAudioRequest }) =>
      updateAudio(item.audio_id, body),
    onSettled: invalidate,
  });
  const send = async (item: TAudioItem, body: TUpdateAudioRequest, done: string | null, failed: string) => {
    try {
      await mutation.mutateAsync({ item, body });
      if (done) toast.success(t(done, { name: item.audio_file.file_name }));
      return true;
    } catch (error) {
      toast.error(errorText(error, failed));
      return false;
    }
  };
  return {
    /** The file whose change is on its way, if any. */
    pending: mutation.isPending ? mutation.variables?.item.audio_id : undefined,
    star: (item: TAudioItem, starred: boolean) => send(item, { starred }, null, 'files.star.failed'),
    archive: (item: TAudioItem) =>
      send(item, { archived: true }, 'files.archive.done', 'files.archive.failed'),
    restore: (item: TAudioItem) =>
      send(item, { archived: false }, 'files.archive.restored', 'files.archive.restoreFailed'),
  };
}
