import { useQuery } from '@tanstack/react-query';
import { ZQualityVerdict, ZTranscriptStatus } from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import { languagesQuery } from '@/api/catalogue/languages';
import { modelsQuery } from '@/api/catalogue/models';
import type { ListFiltersState } from '../../hooks/use-list-filters';
import type { ReviewedFilter } from '../../list-filters';
import { FilterSelect } from './filter-select';
import { DateFilter, DurationFilter } from './range-filters';
import { TagFilter } from './tag-filter';

interface Props {
  id: string;
  state: ListFiltersState;
  folderId: number | null;
}

/**
 * Every filter of the file list: tags (several), the transcript's status, language, mode, how much is reviewed
 * and its quality verdict, the duration and the upload date. A file matches all that are set.
 */
export default function FilterPanel({ id, state, folderId }: Props) {
  const { t } = useTranslation();
  const { filters, set } = state;
  const languages = useQuery(languagesQuery);
  const modes = useQuery(modelsQuery);
  const reviewed: ReviewedFilter[] = ['partly', 'fully'];
  return (
    <section
      id={id}
      aria-label={t('files.filters.label')}
      className="flex flex-col gap-4 rounded-xl border border-border bg-elevated p-4"
    >
      <TagFilter folderId={folderId} value={filters.tags} onChange={(tags) => set({ tags })} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          label={t('files.filters.status')}
          value={filters.status}
          options={ZTranscriptStatus.options.map((status) => ({
            value: status,
            label: t(`files.filters.statuses.${status}`),
          }))}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label={t('files.filters.language')}
          value={filters.language}
          options={(languages.data ?? []).map((language) => ({
            value: String(language.audio_transcript_language_id),
            label: language.audio_transcript_language_name,
          }))}
          onChange={(language) => set({ language })}
        />
        <FilterSelect
          label={t('files.filters.mode')}
          value={filters.mode}
          options={(modes.data ?? []).map((mode) => ({
            value: String(mode.audio_transcript_model_id),
            label: mode.audio_transcript_model_name,
          }))}
          onChange={(mode) => set({ mode })}
        />
        <FilterSelect
          label={t('files.filters.reviewed')}
          value={filters.reviewed}
          options={reviewed.map((value) => ({ value, label: t(`files.filters.reviewedChoices.${value}`) }))}
          onChange={(value) => set({ reviewed: reviewed.find((choice) => choice === value) ?? '' })}
        />
        <FilterSelect
          label={t('files.filters.quality')}
          value={filters.quality}
          options={ZQualityVerdict.options.map((verdict) => ({
            value: verdict,
            label: t(`quality.verdict.${verdict}`),
          }))}
          onChange={(quality) => set({ quality })}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DurationFilter filters={filters} set={set} />
        <DateFilter filters={filters} set={set} />
      </div>
    </section>
  );
}
