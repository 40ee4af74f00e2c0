import type { TSpeakerBlock } from '@transcribe/contract';
import { lazy, Suspense } from 'react';
import { InsightLoading } from './insight-panel-state';

// Charts are heavy: their chunk loads only when the Analytics tab first opens.
const AnalyticsView = lazy(() => import('../analytics/analytics-view'));

/** The Analytics tab: the analytics view, loaded on demand. It makes no call of its own. */
export function AnalyticsPanel({
  transcriptId,
  blocks,
  language,
}: {
  transcriptId: number;
  blocks: TSpeakerBlock[];
  language: string;
}) {
  return (
    <Suspense fallback={<InsightLoading />}>
      <AnalyticsView transcriptId={transcriptId} blocks={blocks} language={language} />
    </Suspense>
  );
}
