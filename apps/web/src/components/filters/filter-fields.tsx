import {
  type TTag,
  type TTranscriptLanguage,
  type TTranscriptModel,
  ZQualityVerdict,
  ZTranscriptStatus,
} from '@transcribe/contract';
import { useTranslation } from 'react-i18next';
import type { ListFilters, ReviewedFilter } from '@/lib/list-filters';
import { FilterSelect } from './filter-select';
import { DateFilter, DurationFilter } from './range-filters';
import { SpeakerFilter } from './speaker-filter';
import { TagFilter } from './tag-filter';

interface Props {
  id: string;
  /** What the panel names its region (the file list filters files, search its results). */
  label: string;
  filters: ListFilters;
  set: (change: Partial<ListFilters>) => void;
  /** The tags offered, as the feature reads them (undefined while they load). */
  tags: { data: readonly TTag[] | undefined; error: unknown };
  /** The server's languages and transcription modes (undefined while they load). */
  languages: readonly TTranscriptLanguage[] | undefined;
  modes: readonly TTranscriptModel[] | undefined;
  /** The saved voices' names, offered in the speaker field. */
  voices: readonly string[];
}

/**
 * Every filter of a file list: tags (several), the transcript's status, language, mode, a speaker, how much
 * is reviewed and its quality verdict, the duration and the upload date. A file matches all that are set. Presentational:
 * the feature showing it reads the tags and catalogues and hands them in.
 */
export function FilterFields({ id, label, filters, set, tags, languages, modes, voices }: Props) {
  const { t } = useTranslation();
  const reviewed: ReviewedFilter[] = ['partly', 'fully'];
  return (
    <section
      id={id}
      aria-label={label}
      className="flex flex-col gap-4 rounded-xl border border-border bg-elevated p-4"
    >
      <TagFilter
        tags={tags.data}
        error={tags.error}
        value={filters.tags}
        onChange={(chosen) => set({ tags: chosen })}
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
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
          options={(languages ?? []).map((language) => ({
            value: String(language.audio_transcript_language_id),
            label: language.audio_transcript_language_name,
          }))}
          onChange={(language) => set({ language })}
        />
        <FilterSelect
          label={t('files.filters.mode')}
          value={filters.mode}
          options={(modes ?? []).map((mode) => ({
            value: String(mode.audio_transcript_model_id),
            label: mode.audio_transcript_model_name,
          }))}
          onChange={(mode) => set({ mode })}
        />
        <SpeakerFilter
          // Keyed by the address's value, so going back in history shows it again.
          key={filters.speaker}
          value={filters.speaker}
          voices={voices}
          onCommit={(speaker) => set({ speaker })}
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
