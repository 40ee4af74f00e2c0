import type { TSpeakerBlock } from '@transcribe/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentPicker } from './agent-picker';
import { AnalyticsCard } from './analytics-card';
import { DurationRing } from './duration-ring';
import { LeftOutNote } from './left-out-note';
import { computeAnalytics } from './metrics';
import { Scorecard } from './scorecard';
import { SentimentGauge } from './sentiment-gauge';
import { SentimentTimeline } from './sentiment-timeline';
import { speakerRows } from './speaker-rows';
import { SpeakerStatsTable } from './speaker-stats';
import { StageHeatmap } from './stage-heatmap';
import { useAgentChoice } from './use-agent-choice';

export interface AnalyticsViewProps {
  /** The transcript, whose agent choice is remembered. */
  transcriptId: number;
  /** The saved transcript's speaker blocks, in time order. */
  blocks: TSpeakerBlock[];
  /** The transcript's language (iso code, e.g. 'en'), for the empathy phrase list. */
  language: string;
}

/**
 * The Analytics tab, computed in the browser from the transcript (no call): sentiment timeline, duration,
 * mean sentiment, sentiment by stage, and talk time and pace per speaker, each speaker under their own name.
 * A two-party conversation asks who the agent is; once the person picks one, it is a call, and the agent's
 * scorecard shows. Speech the engine was too unsure of is left out, and the view says how much.
 */
export default function AnalyticsView({ transcriptId, blocks, language }: AnalyticsViewProps) {
  const { t } = useTranslation();
  const [chosenAgent, chooseAgent] = useAgentChoice(transcriptId);
  const analytics = useMemo(
    () => computeAnalytics(blocks, language, chosenAgent),
    [blocks, language, chosenAgent],
  );
  const leftOut = <LeftOutNote seconds={analytics.leftOutSeconds} />;
  if (analytics.speakers.length === 0)
    return analytics.leftOutSeconds > 0 ? (
      leftOut
    ) : (
      <p className="text-muted">{t('transcript.analytics.empty')}</p>
    );

  const { agent, agentScorecard } = analytics;
  const rows = speakerRows(analytics.speakers);
  return (
    <div className="flex flex-col gap-4">
      {leftOut}
      {analytics.speakers.length === 2 ? (
        <AgentPicker speakers={analytics.speakers} agent={agent} onChoose={chooseAgent} />
      ) : null}
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
          title={t(agent === null ? 'transcript.analytics.duration' : 'transcript.analytics.callDuration')}
          definition={t('transcript.analytics.durationInfo')}
        >
          <DurationRing seconds={analytics.durationSeconds} speechSeconds={analytics.speechSeconds} />
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
      {agent !== null && agentScorecard !== null ? (
        <AnalyticsCard title={t('transcript.analytics.scorecard', { agent })}>
          <Scorecard scorecard={agentScorecard} />
        </AnalyticsCard>
      ) : null}
      <AnalyticsCard title={t('transcript.analytics.speakerStats')}>
        <SpeakerStatsTable rows={rows} stats={analytics.conversation} />
      </AnalyticsCard>
    </div>
  );
}
