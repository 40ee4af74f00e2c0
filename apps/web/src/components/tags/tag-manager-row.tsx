import { TAG_NAME_MAX, type TTag } from '@transcribe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { TemplateChoice } from '@/api/summary-templates/template-choices';
import { type FilePrompts, FilePromptsForm } from '@/components/file-prompts-form';
import { InlineRenameForm } from '@/components/inline-rename-form';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { ColourEditor } from './colour-editor';
import { TagChip } from './tag-chips';
import type { TagActions } from './tag-manager';

interface Props {
  tag: TTag;
  actions: TagActions;
  choices: TemplateChoice[] | undefined;
  /** There is another tag to merge it into. */
  canMerge: boolean;
  onMerge: () => void;
  onDelete: () => void;
}

/**
 * One tag: its chip and the files bearing it, renamed, recoloured or given a template and words in place,
 * merged or deleted from here.
 */
export function TagManagerRow({ tag, actions, choices, canMerge, onMerge, onDelete }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<'name' | 'colour' | 'prompts' | null>(null);
  const [busy, setBusy] = useState(false);
  const name = tag.tag_name;

  function rename(next: string, fail: (message: string) => void) {
    setBusy(true);
    actions
      .rename(tag, next)
      .then(() => {
        toast.success(t('tags.renamed', { name: next }));
        setEditing(null);
      })
      .catch((error: unknown) => fail(errorText(error, 'tags.renameFailed')))
      .finally(() => setBusy(false));
  }

  /** Sends a new colour; says how it went. */
  async function recolour(colour: string): Promise<boolean> {
    try {
      await actions.recolour(tag, colour);
      toast.success(t('tags.recoloured', { name }));
      return true;
    } catch (error) {
      toast.error(errorText(error, 'tags.recolourFailed'));
      return false;
    }
  }

  async function savePrompts(prompts: FilePrompts) {
    await actions.setPrompts(tag, prompts);
    toast.success(t('prompts.saved', { name }));
    setEditing(null);
  }

  const button = (label: string, named: string, onClick: () => void, expanded?: boolean) => (
    <Button variant="secondary" size="sm" aria-label={named} aria-expanded={expanded} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <li className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {editing === 'name' ? (
            <div className="flex-1">
              <InlineRenameForm
                name={name}
                label={t('tags.newNameOf', { name })}
                maxLength={TAG_NAME_MAX}
                saveLabel={t('tags.save')}
                problem={(draft) => (draft.trim() ? undefined : t('tags.nameRequired'))}
                onSave={rename}
                saving={busy}
                onDone={() => setEditing(null)}
                compact
              />
            </div>
          ) : (
            <>
              <TagChip tag={tag} className="max-w-60" />
              <span className="text-xs text-muted">{t('tags.files', { count: tag.tag_file_count })}</span>
            </>
          )}
        </div>
        {editing === 'name' ? null : (
          <div className="flex shrink-0 flex-wrap gap-2">
            {button(t('tags.rename'), t('tags.renameNamed', { name }), () => setEditing('name'))}
            {button(
              t('tags.recolour'),
              t('tags.recolourNamed', { name }),
              () => setEditing(editing === 'colour' ? null : 'colour'),
              editing === 'colour',
            )}
            {button(
              t('prompts.open'),
              t('prompts.openNamed', { name }),
              () => setEditing(editing === 'prompts' ? null : 'prompts'),
              editing === 'prompts',
            )}
            {canMerge ? button(t('tags.merge'), t('tags.mergeNamed', { name }), onMerge) : null}
            {button(t('common.delete'), t('tags.deleteNamed', { name }), onDelete)}
          </div>
        )}
      </div>
      {editing === 'colour' ? (
        <ColourEditor name={name} colour={tag.tag_colour} onSave={recolour} onDone={() => setEditing(null)} />
      ) : null}
      {editing === 'prompts' ? (
        <FilePromptsForm
          name={name}
          saved={{ templateId: tag.tag_summary_template_id, words: tag.tag_vocabulary }}
          choices={choices}
          onSave={savePrompts}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </li>
  );
}
