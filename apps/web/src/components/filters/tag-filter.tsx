import type { TTag } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { TagChip } from '@/components/tags/tag-chips';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/error-text';

interface Props {
  /** The place's tags (undefined while they load), as its feature reads them. */
  tags: readonly TTag[] | undefined;
  /** Why they could not be read, if so. */
  error: unknown;
  value: readonly number[];
  onChange: (tags: number[]) => void;
}

/** The tags to filter by, ticked in a group: a file matches when it bears every ticked one. */
export function TagFilter({ tags, error, value, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((other) => other !== id) : [...value, id]);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-fg">{t('files.filters.tags')}</legend>
      {error ? (
        <p className="text-sm text-danger">{errorText(error, 'tags.loadFailed')}</p>
      ) : !tags ? (
        <Skeleton className="h-8 w-full" />
      ) : tags.length === 0 ? (
        <p className="text-sm text-muted">{t('files.filters.noTags')}</p>
      ) : (
        <div className="flex max-h-32 flex-wrap gap-2 overflow-y-auto p-0.5">
          {tags.map((tag) => (
            <label
              key={tag.tag_id}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-2 py-1 hover:bg-hover"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--accent)]"
                checked={value.includes(tag.tag_id)}
                onChange={() => toggle(tag.tag_id)}
              />
              <TagChip tag={tag} />
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
