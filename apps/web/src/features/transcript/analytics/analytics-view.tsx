import type { TSpeakerBlock } from '@transcribe/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from './analytics-card';
import { DurationRing } from './duration-ring';
import { LeftOutNote } from './left-out-note';
import { computeAnalytics } from './metrics';
import { RoleEditor } from './role-editor';
import { Scorecard } from './scorecard';
import { SentimentGauge } from './sentiment-gauge';
import { SentimentTimeline } from './sentiment-timeline';
import { speakerRows } from './speaker-rows';
import { SpeakerStatsTable } from './speaker-stats';
import { StageHeatmap } from './stage-heatmap';
import { useRoleLabels } from './use-role-labels';

export interface AnalyticsViewProps {
  /** The saved transcript's speaker blocks, in time order. */
  blocks: TSpeakerBlock[];
  /** The transcript's language (iso code, e.g. 'en'), for the empathy phrase list. */
  language: string;
}

/**
 * The Analytics tab, computed in the browser from the transcript (no call): sentiment timeline, call
 * duration, mean sentiment, sentiment by stage, the agent's scorecard, and talk time and pace per speaker.
 * The first speaker is the agent, the second the customer; the user can rename both. Speech the engine was
 * too unsure of is left out, and the view says how much.
 */
export default function AnalyticsView({ blocks, language }: AnalyticsViewProps) {
  const { t } = useTranslation();
  const [labels, rename] = useRoleLabels();
  const analytics = useMemo(() => computeAnalytics(blocks, language), [blocks, language]);
  const leftOut = <LeftOutNote seconds={analytics.leftOutSeconds} />;
  if (analytics.speakers.length === 0)
    return analytics.leftOutSeconds > 0 ? (
      leftOut
    ) : (
      <p className="text-muted">{t('transcript.analytics.empty')}</p>
    );

  const rows = speakerRows(
    analytics.speakers,
    labels.agent.trim() || t('transcript.analytics.agent'),
    labels.customer.trim() || t('transcript.analytics.customer'),
  );
  return (
    <div className="flex flex-col gap-4">
      {leftOut}
      <RoleEditor speakers={analytics.speakers} labels={labels} onRename={rename} />
      <AnalyticsCard
        title={t('transcript.analytics.timeline')}
        definition={t('transcript.analytics.timelineInfo')}
      >
        <SentimentTimeline
          rows={rows}
          points={analytics.sentimentTimeline}
          duration={analytics.durationSeconds}
        />
      </AnalyticsCard>
      <div className="grid gap-4 sm:grid-cols-2">
        <AnalyticsCard
          title={t('transcript.analytics.duration')}
          definition={t('transcript.analytics.durationInfo')}
        >
          <DurationRing seconds={analytics.durationSeconds} scaleMinutes={analytics.durationScaleMinutes} />
        </AnalyticsCard>
        <AnalyticsCard
          title={t('transcript.analytics.meanSentiment')}
          definition={t('transcript.analytics.meanSentimentInfo')}
        >
          <SentimentGauge percent={analytics.meanPositivePercent} />
        </AnalyticsCard>
      </div>
      <AnalyticsCard
        title={t('transcript.analytics.heatmap')}
        definition={t('transcript.analytics.heatmapInfo')}
      >
        <StageHeatmap rows={rows} cells={analytics.stageSentimentHeatmap} />
      </AnalyticsCard>
      <AnalyticsCard title={t('transcript.analytics.scorecard')}>
        <Scorecard scorecard={analytics.agentScorecard} />
      </AnalyticsCard>
      <AnalyticsCard title={t('transcript.analytics.speakerStats')}>
        <SpeakerStatsTable rows={rows} stats={analytics.speakerStats} />
      </AnalyticsCard>
    </div>
  );
}
