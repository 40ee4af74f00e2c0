import { useCallback, useState } from 'react';

/** The local storage key of the speaker the person picked as the agent of one transcript. */
export const agentStorageKey = (transcriptId: number) => `analyticsAgent:${transcriptId}`;

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The speaker name the person said is the agent of this transcript (null: nobody, or not asked yet), kept
 * in local storage per transcript so it survives a reload. The caller checks it is still a speaker.
 */
export function useAgentChoice(transcriptId: number): [string | null, (speaker: string | null) => void] {
  const key = agentStorageKey(transcriptId);
  const [stored, setStored] = useState(() => ({ key, agent: readStored(key) }));
  const choose = useCallback(
    (speaker: string | null) => {
      setStored({ key, agent: speaker });
      try {
        if (speaker === null) localStorage.removeItem(key);
        else localStorage.setItem(key, speaker);
      } catch {
        // Storage full or blocked: the choice still applies until the page closes.
      }
    },
    [key],
  );
  // Another transcript in the same view: its own stored choice, not the previous one's.
  return [stored.key === key ? stored.agent : readStored(key), choose];
}
