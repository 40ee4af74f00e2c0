import { useQuery } from '@tanstack/react-query';
import { keyNotesQuery } from '@/api/insights/key-notes';
import { summaryQuery } from '@/api/insights/summary';
import { toKeyNotes, toSummaryData } from '../model/insights';

/** The transcript's summary as the Summary tab shows it (regenerating or editing it replaces the cache entry). */
export const useSummary = (transcriptId: number) =>
  useQuery({ ...summaryQuery(transcriptId), select: toSummaryData });

/** The transcript's key notes as a list. */
export const useKeyNotes = (transcriptId: number) =>
  useQuery({ ...keyNotesQuery(transcriptId), select: toKeyNotes });
