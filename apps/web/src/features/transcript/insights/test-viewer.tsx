import type { TSpeakerBlock } from '@transcribe/contract';
import { InsightTabs } from './insight-tabs';
import { TranscriptActions } from './transcript-actions';
import { useInsightTabs } from './use-insight-tabs';

const BLOCKS: TSpeakerBlock[] = [];

/** The sidebar and tabs wired as the viewer page wires them, for the component tests. */
export function TestViewer() {
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
