import type { TTag } from '@transcribe/contract';
import { Tags } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TemplateChoice } from '@/api/summary-templates/template-choices';
import type { FilePrompts } from '@/components/file-prompts-form';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { useErrorText } from '@/lib/error-text';
import { MergeTagDialog } from './merge-tag-dialog';
import { NewTagForm } from './new-tag-form';
import { TagManagerRow } from './tag-manager-row';

/** What can be done with a place's tags; each rejects with the server's refusal. */
export interface TagActions {
  create: (name: string, colour: string) => Promise<unknown>;
  rename: (tag: TTag, name: string) => Promise<unknown>;
  recolour: (tag: TTag, colour: string) => Promise<unknown>;
  merge: (tag: TTag, into: TTag) => Promise<unknown>;
  remove: (tag: TTag) => Promise<unknown>;
  /** The summary template and words its files get. */
  setPrompts: (tag: TTag, prompts: FilePrompts) => Promise<unknown>;
}

/**
 * A place's tags with the files bearing each: a new one made, each renamed or recoloured in place, given a
 * summary template and words for its files (from `choices`), merged into another, or deleted after asking.
 */
export function TagManager({
  tags,
  actions,
  choices,
}: {
  tags: readonly TTag[];
  actions: TagActions;
  choices: TemplateChoice[] | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [deleting, setDeleting] = useState<TTag>();
  const [merging, setMerging] = useState<TTag>();
  const [busy, setBusy] = useState(false);

  async function create(name: string, colour: string) {
    await actions.create(name, colour);
    toast.success(t('tags.created', { name }));
  }

  async function remove(tag: TTag) {
    setBusy(true);
    try {
      await actions.remove(tag);
      toast.success(t('tags.deleted', { name: tag.tag_name }));
      setDeleting(undefined);
    } catch (error) {
      toast.error(errorText(error, 'tags.deleteFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <NewTagForm onCreate={create} />
      {tags.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-8 text-center">
          <Tags size={24} className="text-muted" aria-hidden />
          <p className="max-w-md text-sm text-muted">{t('tags.empty')}</p>
        </div>
      ) : (
        <ul aria-label={t('tags.title')} className="divide-y divide-border rounded-lg border border-border">
          {tags.map((tag) => (
            <TagManagerRow
              key={tag.tag_id}
              tag={tag}
              actions={actions}
              choices={choices}
              canMerge={tags.length > 1}
              onMerge={() => setMerging(tag)}
              onDelete={() => setDeleting(tag)}
            />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('tags.deleteTitle', { name: deleting?.tag_name ?? '' })}
        body={t('tags.deleteBody', { count: deleting?.tag_file_count ?? 0 })}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
      {merging ? (
        <MergeTagDialog
          tag={merging}
          others={tags.filter((tag) => tag.tag_id !== merging.tag_id)}
          onMerge={(into) => actions.merge(merging, into)}
          onClose={() => setMerging(undefined)}
        />
      ) : null}
    </div>
  );
}
