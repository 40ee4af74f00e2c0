import type { TSummaryTemplateId, TTag } from '@transcribe/contract';
import { useCreateTag } from './create-tag';
import { useDeleteTag } from './delete-tag';
import { useMergeTag } from './merge-tag';
import { useUpdateTag } from './update-tag';

/**
 * The changes a place's tag list offers (the Tags tab: the user's own, `workspaceId` null; a workspace's page:
 * its), each resolving when the server took it and rejecting with its refusal.
 */
export function useTagEdits(workspaceId: number | null) {
  const create = useCreateTag();
  const update = useUpdateTag();
  const merge = useMergeTag();
  const remove = useDeleteTag();
  return {
    create: (name: string, colour: string) =>
      create.mutateAsync({
        tag_name: name,
        tag_colour: colour,
        ...(workspaceId === null ? {} : { workspace_id: workspaceId }),
      }),
    rename: (tag: TTag, name: string) => update.mutateAsync({ id: tag.tag_id, tag_name: name }),
    recolour: (tag: TTag, colour: string) => update.mutateAsync({ id: tag.tag_id, tag_colour: colour }),
    merge: (tag: TTag, into: TTag) => merge.mutateAsync({ id: tag.tag_id, intoTagId: into.tag_id }),
    remove: (tag: TTag) => remove.mutateAsync(tag.tag_id),
    setPrompts: (tag: TTag, prompts: { templateId: TSummaryTemplateId | null; words: string[] }) =>
      update.mutateAsync({
        id: tag.tag_id,
        tag_summary_template_id: prompts.templateId,
        tag_vocabulary: prompts.words,
      }),
  };
}
