import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/catalogue/languages';
import { modelsQuery } from '@/api/catalogue/models';
import { useTagPlace } from '@/api/tags/tag-place';
import { useTags } from '@/api/tags/tags';
import { useVoiceNames } from '@/api/voice-profiles/voice-profiles';
import { FilterFields } from '@/components/filters/filter-fields';
import type { ListFiltersState } from '../../hooks/use-list-filters';

interface Props {
  id: string;
  state: ListFiltersState;
  /** The folder listed (null: the user's own files), whose place's tags are offered. */
  folderId: number | null;
}

/** The file list's filter panel: the shared fields, with the folder's tags and the server's catalogues. */
export default function FilterPanel({ id, state, folderId }: Props) {
  const { t } = useTranslation();
  const languages = useQuery(languagesQuery);
  const modes = useQuery(modelsQuery);
  const voices = useVoiceNames();
  const tags = useTags(useTagPlace(folderId));
  return (
    <FilterFields
      id={id}
      label={t('files.filters.label')}
      filters={state.filters}
      set={state.set}
      tags={tags}
      languages={languages.data}
      modes={modes.data}
      voices={voices}
    />
  );
}
