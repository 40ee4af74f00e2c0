import { useTranslation } from 'react-i18next';
import { InsightState } from './insight-panel-state';
import { useSummary } from './insight-queries';

/** The transcript's summary, asked for once when the tab first opens. */
export function SummaryPanel({ transcriptId }: { transcriptId: number }) {
  const { t } = useTranslation();
  const summary = useSummary(transcriptId);
  return (
    <InsightState
      pending={summary.isPending}
      failed={summary.isError}
      empty={!summary.data}
      errorText={t('transcript.insights.summaryFailed')}
      emptyText={t('transcript.insights.summaryEmpty')}
    >
      <p className="max-w-prose text-base leading-7 whitespace-pre-line text-fg">{summary.data}</p>
    </InsightState>
  );
}
