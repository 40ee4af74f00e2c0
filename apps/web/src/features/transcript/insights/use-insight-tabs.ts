import { useCallback, useState } from 'react';

/** The viewer's tabs: Transcription is always there, the others open on demand. */
const INSIGHT_TABS = ['transcription', 'summary', 'keyNotes', 'analytics', 'ask'] as const;
export type InsightTab = (typeof INSIGHT_TABS)[number];
/** The tabs the sidebar opens (and a close button closes). */
export type ClosableTab = Exclude<InsightTab, 'transcription'>;

export interface InsightTabsState {
  /** The open tabs, always in INSIGHT_TABS order, Transcription first. */
  open: InsightTab[];
  active: InsightTab;
  /** Opens `tab` (if it is not already open) and shows it. */
  openTab: (tab: ClosableTab) => void;
  /** Closes `tab`; when it was the one shown, Transcription is shown. */
  closeTab: (tab: ClosableTab) => void;
  select: (tab: InsightTab) => void;
}

export function useInsightTabs(): InsightTabsState {
  const [opened, setOpened] = useState<ReadonlySet<ClosableTab>>(() => new Set());
  const [active, setActive] = useState<InsightTab>('transcription');

  const openTab = useCallback((tab: ClosableTab) => {
    setOpened((current) => (current.has(tab) ? current : new Set(current).add(tab)));
    setActive(tab);
  }, []);

  const closeTab = useCallback((tab: ClosableTab) => {
    setOpened((current) => {
      const next = new Set(current);
      next.delete(tab);
      return next;
    });
    setActive((current) => (current === tab ? 'transcription' : current));
  }, []);

  const select = useCallback((tab: InsightTab) => setActive(tab), []);
  const open = INSIGHT_TABS.filter((tab) => tab === 'transcription' || opened.has(tab));
  return { open, active, openTab, closeTab, select };
}
