import type { TSpeakerBlock } from '@transcribe/contract';
import { InsightTabs } from '@/features/transcript/insights/insight-tabs';
import { TranscriptActions } from '@/features/transcript/insights/transcript-actions';
import { useInsightTabs } from '@/features/transcript/insights/use-insight-tabs';

const BLOCKS: TSpeakerBlock[] = [];

/** The sidebar and tabs wired as the viewer page wires them, for the insight component tests. */
export function InsightViewer() {
  const tabs = useInsightTabs();
  return (
    <div className="flex gap-6">
      <InsightTabs
        tabs={tabs}
        transcription={<p>Hello and welcome.</p>}
        transcriptId={11}
        blocks={BLOCKS}
        language="en"
      />
      <TranscriptActions
        transcriptId={11}
        audioId={5}
        display={
          <label>
            <input type="checkbox" /> Timestamps
          </label>
        }
        onOpenInsight={tabs.openTab}
      />
    </div>
  );
}
