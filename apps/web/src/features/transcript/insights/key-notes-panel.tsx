import { useTranslation } from 'react-i18next';
import { InsightState } from './insight-panel-state';
import { useKeyNotes } from './use-insights';

/** The transcript's key notes as a bullet list, asked for once when the tab first opens. */
export function KeyNotesPanel({ transcriptId }: { transcriptId: number }) {
  const { t } = useTranslation();
  const notes = useKeyNotes(transcriptId);
  return (
    <InsightState
      pending={notes.isPending}
      failed={notes.isError}
      empty={!notes.data?.length}
      errorText={t('transcript.insights.keyNotesFailed')}
      emptyText={t('transcript.insights.keyNotesEmpty')}
    >
      <ul className="flex max-w-prose list-disc flex-col gap-2 pl-5 text-base leading-7 text-fg marker:text-accent-text">
        {notes.data?.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </InsightState>
  );
}
