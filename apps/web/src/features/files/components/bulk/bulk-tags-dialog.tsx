import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCreateTag } from '@/api/tags/create-tag';
import { useTagPlace } from '@/api/tags/tag-place';
import { useTags } from '@/api/tags/tags';
import { NewTagForm } from '@/components/tags/new-tag-form';
import { TagChip } from '@/components/tags/tag-chips';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

interface Props {
  /** The files, as the title names them ("3 files", "every file of this view"). */
  files: string;
  /** The folder listed: its place's tags are offered (a workspace's, or the user's own). */
  folderId: number | null;
  busy: boolean;
  onApply: (action: 'tag' | 'untag', tagIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Tags… for many files: the place's tags to tick (a new one made there comes ticked), then Add (each file gets
 * them) or Take off.
 */
export function BulkTagsDialog({ files, folderId, busy, onApply, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const place = useTagPlace(folderId);
  const tags = useTags(place);
  const create = useCreateTag();
  const [ticked, setTicked] = useState<number[]>([]);
  const toggle = (id: number) =>
    setTicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));
  async function createTicked(name: string, colour: string) {
    const tag = await create.mutateAsync({
      tag_name: name,
      tag_colour: colour,
      ...(place ? { workspace_id: place } : {}),
    });
    toast.success(t('tags.created', { name: tag.tag_name }));
    setTicked((now) => [...now, tag.tag_id]);
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => open || busy || onClose()}
      title={t('files.bulkWork.tagsTitle', { files })}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-2 text-sm text-muted">{t('files.bulkWork.tagsChoose')}</legend>
        {tags.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {tags.isError ? <Notice tone="error">{errorText(tags.error, 'tags.loadFailed')}</Notice> : null}
        {tags.data?.length === 0 ? <p className="text-sm text-muted">{t('files.filters.noTags')}</p> : null}
        <div className="flex max-h-64 flex-col gap-1 overflow-y-auto">
          {tags.data?.map((tag) => (
            <label
              key={tag.tag_id}
              className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-hover"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--accent)]"
                checked={ticked.includes(tag.tag_id)}
                onChange={() => toggle(tag.tag_id)}
              />
              <TagChip tag={tag} className="max-w-72" />
            </label>
          ))}
        </div>
      </fieldset>
      {tags.data === undefined ? null : (
        <section className="flex flex-col gap-2 border-t border-border pt-4">
          <h3 className="text-sm font-semibold text-fg">{t('tags.new')}</h3>
          <NewTagForm onCreate={createTicked} />
        </section>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy || ticked.length === 0}
          onClick={() => void onApply('untag', ticked)}
        >
          {t('files.bulkWork.untag')}
        </Button>
        <Button
          disabled={busy || ticked.length === 0}
          aria-busy={busy}
          onClick={() => void onApply('tag', ticked)}
        >
          {t('files.bulkWork.tag')}
        </Button>
      </div>
    </Dialog>
  );
}
