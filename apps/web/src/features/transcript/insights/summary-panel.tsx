import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateName } from '@/api/summary-templates/template-name';
import type { SummaryData } from '../model/insights';
import { usePromptSourceText } from '../produced/prompt-source';
import { InsightState } from './insight-panel-state';
import { SummaryEditor } from './summary-editor';
import { SummaryTools } from './summary-tools';
import { useSummary } from './use-insights';

interface Props {
  transcriptId: number;
  /** The caller may change the summary (owner or editor): the template picker, Regenerate and Edit show. */
  canEdit?: boolean;
}

/** The transcript's summary, asked for once when the tab first opens; written anew or by hand by editors. */
export function SummaryPanel({ transcriptId, canEdit = false }: Props) {
  const { t } = useTranslation();
  const summary = useSummary(transcriptId);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {canEdit && !editing && !summary.isPending ? (
        <SummaryTools transcriptId={transcriptId} summary={summary.data} onEdit={() => setEditing(true)} />
      ) : null}
      {editing && summary.data ? (
        <SummaryEditor
          transcriptId={transcriptId}
          initial={summary.data.text}
          onDone={() => setEditing(false)}
        />
      ) : (
        <InsightState
          pending={summary.isPending}
          failed={summary.isError}
          empty={!summary.data?.text}
          errorText={t('transcript.insights.summaryFailed')}
          emptyText={t('transcript.insights.summaryEmpty')}
        >
          <p className="max-w-prose text-base leading-7 whitespace-pre-line text-fg">{summary.data?.text}</p>
        </InsightState>
      )}
      {summary.data && !editing ? <SummaryOrigin summary={summary.data} /> : null}
    </div>
  );
}

/**
 * Which template wrote the summary, the folder or tag that chose it for the file, and whether it was edited by
 * hand since (when the server says).
 */
function SummaryOrigin({ summary }: { summary: SummaryData }) {
  const { t } = useTranslation();
  const sources = usePromptSourceText();
  if (summary.templateId === undefined) return null;
  const name = templateName(t, summary.templateId, summary.templateName);
  return (
    <p className="text-xs text-muted">
      {t('summaryTemplates.madeWith', { name })}
      {summary.templateSource
        ? ` · ${t('summaryTemplates.chosenBy', { source: sources.one(summary.templateSource) })}`
        : null}
      {summary.edited ? ` · ${t('summaryTemplates.edited')}` : null}
    </p>
  );
}
