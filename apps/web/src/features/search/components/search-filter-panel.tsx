import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/catalogue/languages';
import { modelsQuery } from '@/api/catalogue/models';
import { useTags } from '@/api/tags/tags';
import { useVoiceNames } from '@/api/voice-profiles/voice-profiles';
import { FilterFields } from '@/components/filters/filter-fields';
import type { SearchAddress } from '../hooks/use-search-address';

/**
 * The results page's filter panel: the file list's fields, offering the user's own tags (a tag filters by
 * its id, so a workspace's tag is set from that workspace's list) and the server's catalogues.
 */
export default function SearchFilterPanel({ id, search }: { id: string; search: SearchAddress }) {
  const { t } = useTranslation();
  const languages = useQuery(languagesQuery);
  const modes = useQuery(modelsQuery);
  const voices = useVoiceNames();
  const tags = useTags(null);
  return (
    <FilterFields
      id={id}
      label={t('search.page.filters')}
      filters={search.filters}
      set={search.set}
      tags={tags}
      languages={languages.data}
      modes={modes.data}
      voices={voices}
    />
  );
}
