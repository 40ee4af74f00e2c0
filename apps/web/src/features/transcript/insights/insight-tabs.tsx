import type { TSpeakerBlock } from '@transcribe/contract';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AnalyticsPanel } from './analytics-panel';
import { AskPanel } from './ask-panel';
import { KeyNotesPanel } from './key-notes-panel';
import { SummaryPanel } from './summary-panel';
import type { ClosableTab, InsightTab, InsightTabsState } from './use-insight-tabs';

const TAB_LABEL_KEYS = {
  transcription: 'transcript.insights.transcription',
  summary: 'transcript.insights.summary',
  keyNotes: 'transcript.insights.keyNotes',
  analytics: 'transcript.insights.analytics',
  ask: 'ask.tab',
} as const satisfies Record<InsightTab, string>;

export interface InsightTabsProps {
  /** From useInsightTabs(), which the page holds so that its sidebar can open tabs. */
  tabs: InsightTabsState;
  /** The Transcription tab's content: the page's segment list (or its status text). */
  transcription: ReactNode;
  transcriptId: number;
  /** For the Analytics tab. */
  blocks: TSpeakerBlock[];
  /** The transcript's language (iso code), for the Analytics tab. */
  language: string;
  /** For the Ask tab: the file, and how its citations play the recording from a time. */
  ask?: { audioId: number; onSeek: (seconds: number) => void };
  /** The caller may change the transcript: the Summary tab offers its templates, Regenerate and Edit. */
  canEdit?: boolean;
  /** At the end of the tab row (a phone's Actions button, so the text starts higher). */
  end?: ReactNode;
}

// Keys that move between tabs: the next tab index given the current one and the count.
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Transcription, and the Summary, Key Notes and Analytics tabs the sidebar opened (each with a close
 * button). Open panels stay mounted while hidden, so the transcript keeps its place.
 */
export function InsightTabs({
  tabs,
  transcription,
  transcriptId,
  blocks,
  language,
  canEdit = false,
  ask,
  end,
}: InsightTabsProps) {
  const { t } = useTranslation();
  const base = useId();
  const buttons = useRef(new Map<InsightTab, HTMLButtonElement>());
  const tabId = (tab: InsightTab) => `${base}-tab-${tab}`;
  const panelId = (tab: InsightTab) => `${base}-panel-${tab}`;
  const active = tabs.active;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.open.indexOf(active);
    if (event.key === 'Delete' && active !== 'transcription') {
      event.preventDefault();
      tabs.closeTab(active);
      buttons.current.get('transcription')?.focus();
      return;
    }
    const move = MOVES[event.key];
    const next = move ? tabs.open[move(index, tabs.open.length)] : undefined;
    if (!next) return;
    event.preventDefault();
    tabs.select(next);
    buttons.current.get(next)?.focus();
  }

  function close(tab: ClosableTab) {
    tabs.closeTab(tab);
    buttons.current.get('transcription')?.focus();
  }

  const closeLabel = t('transcript.insights.close', { name: t(TAB_LABEL_KEYS[active]) });
  const panels: Record<InsightTab, () => ReactNode> = {
    transcription: () => transcription,
    summary: () => <SummaryPanel transcriptId={transcriptId} canEdit={canEdit} />,
    keyNotes: () => <KeyNotesPanel transcriptId={transcriptId} />,
    analytics: () => <AnalyticsPanel transcriptId={transcriptId} blocks={blocks} language={language} />,
    ask: () =>
      ask ? <AskPanel audioId={ask.audioId} transcriptId={transcriptId} onSeek={ask.onSeek} /> : null,
  };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex items-end gap-1 overflow-x-auto border-b border-border">
        <div
          role="tablist"
          aria-label={t('transcript.insights.tabs')}
          className="flex gap-1"
          onKeyDown={onKeyDown}
        >
          {tabs.open.map((tab) => (
            <button
              key={tab}
              ref={(node) => {
                if (node) buttons.current.set(tab, node);
                else buttons.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-controls={panelId(tab)}
              aria-selected={tab === active}
              tabIndex={tab === active ? 0 : -1}
              onClick={() => tabs.select(tab)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                tab === active
                  ? 'border-accent text-accent-text'
                  : 'border-transparent text-muted hover:border-border-strong hover:text-fg',
              )}
            >
              {t(TAB_LABEL_KEYS[tab])}
            </button>
          ))}
        </div>
        {active !== 'transcription' ? (
          <button
            type="button"
            onClick={() => close(active)}
            aria-label={closeLabel}
            title={closeLabel}
            className="mb-1 flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-muted hover:bg-hover hover:text-fg"
          >
            <X size={16} aria-hidden />
          </button>
        ) : null}
        {end ? <div className="mb-1 ml-auto shrink-0">{end}</div> : null}
      </div>
      {tabs.open.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          hidden={tab !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel with nothing focusable must itself be reachable (WAI-ARIA tabs).
          tabIndex={0}
          className="min-w-0 rounded-lg focus-visible:outline-offset-4"
        >
          {panels[tab]()}
        </div>
      ))}
    </div>
  );
}
