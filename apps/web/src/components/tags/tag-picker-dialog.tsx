import { FILE_TAGS_MAX, type TTag, type TTagRef } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useErrorText } from '@/lib/error-text';
import { NewTagForm } from './new-tag-form';
import { TagChip } from './tag-chips';

interface Props {
  fileName: string;
  /** The file's tags now, in their order. */
  current: readonly TTagRef[];
  /** The tags of the file's place (its workspace's, or the user's own); undefined while they load. */
  tags: readonly TTag[] | undefined;
  loadError: unknown;
  /** Makes a tag of the file's place; it is then ticked. */
  create: (name: string, colour: string) => Promise<TTagRef>;
  /** Gives the file these tags, in this order; a refusal is shown in the dialog, success closes it. */
  save: (tagIds: number[]) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Tags of …": the place's tags to tick (a ticked one goes after those already ticked), a new one made in
 * place with its colour, and Save, which gives the file the ticked tags.
 */
export function TagPickerDialog({ fileName, current, tags, loadError, create, save, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [ticked, setTicked] = useState<number[]>(() => current.map((tag) => tag.tag_id));
  const [made, setMade] = useState<TTagRef[]>([]);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const listed = [...(tags ?? []), ...made, ...current].filter(
    (tag, index, all) => all.findIndex((other) => other.tag_id === tag.tag_id) === index,
  );
  const full = ticked.length >= FILE_TAGS_MAX;
  const toggle = (id: number) =>
    setTicked((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]));

  async function createTicked(name: string, colour: string) {
    const tag = await create(name, colour);
    toast.success(t('tags.created', { name: tag.tag_name }));
    setMade((now) => [...now, tag]);
    if (!full) setTicked((now) => [...now, tag.tag_id]);
  }

  async function saveTicked() {
    setSaving(true);
    setError(undefined);
    try {
      await save(ticked);
      toast.success(t('tags.dialog.saved', { name: fileName }));
      onClose();
    } catch (failure) {
      setError(errorText(failure, 'tags.dialog.saveFailed'));
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || saving || onClose()}
      title={t('tags.dialog.title', { name: fileName })}
      wide
    >
      {loadError ? (
        <Notice tone="error">{errorText(loadError, 'tags.loadFailed')}</Notice>
      ) : tags === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-fg">{t('tags.dialog.choose')}</legend>
          {listed.length === 0 ? <p className="text-sm text-muted">{t('tags.dialog.none')}</p> : null}
          <div className="flex max-h-60 flex-wrap gap-2 overflow-y-auto p-0.5">
            {listed.map((tag) => {
              const on = ticked.includes(tag.tag_id);
              return (
                <label
                  key={tag.tag_id}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-2 py-1.5 hover:bg-hover has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
                >
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-[var(--accent)]"
                    checked={on}
                    disabled={!on && full}
                    onChange={() => toggle(tag.tag_id)}
                  />
                  <TagChip tag={tag} />
                </label>
              );
            })}
          </div>
          {full ? <p className="text-sm text-muted">{t('tags.dialog.max', { max: FILE_TAGS_MAX })}</p> : null}
        </fieldset>
      )}
      {/* Made where the listed tags are: not before the file's place (and its tags) is known. */}
      {tags === undefined ? null : (
        <section className="flex flex-col gap-2 border-t border-border pt-4">
          <h3 className="text-sm font-semibold text-fg">{t('tags.new')}</h3>
          <NewTagForm onCreate={createTicked} />
        </section>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => void saveTicked()} disabled={saving || tags === undefined} aria-busy={saving}>
          {saving ? <Spinner /> : null}
          {t('tags.dialog.save')}
        </Button>
      </div>
    </Dialog>
  );
}
