import type { TAudioItem } from '@transcribe/contract';
import { useSetAudioTags } from '@/api/audio/set-audio-tags';
import { useCreateTag } from './create-tag';
import { useTagPlace } from './tag-place';
import { useTags } from './tags';

/**
 * What a file's Tags dialog needs: the tags of its place (its workspace's for a file in a workspace's folder,
 * else the user's own), making one there, and saving the file's tags.
 */
export function useFileTagEditing(item: TAudioItem) {
  const workspaceId = useTagPlace(item.audio_file.file_folder_id);
  const tags = useTags(workspaceId);
  const create = useCreateTag();
  const save = useSetAudioTags();
  return {
    tags: tags.data,
    loadError: tags.error,
    create: (name: string, colour: string) =>
      create.mutateAsync({
        tag_name: name,
        tag_colour: colour,
        ...(workspaceId ? { workspace_id: workspaceId } : {}),
      }),
    save: (tagIds: number[]) => save.mutateAsync({ audioId: item.audio_id, tagIds }),
  };
}
