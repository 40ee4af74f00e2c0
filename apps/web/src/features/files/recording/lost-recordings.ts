import { LOCK_PREFIX } from './recording-session';
import { deleteRecording, type StoredRecording, storedRecordings } from './recording-store';

/**
 * The user's recordings left in this browser by a reload, a crash or a closed tab: stored ones no tab is
 * recording now (that tab holds its Web Lock). Ones that never captured a sound are removed on the way.
 */
export async function lostRecordings(userId: number): Promise<StoredRecording[]> {
  const held = new Set((await navigator.locks?.query())?.held?.map((lock) => lock.name) ?? []);
  const stored = (await storedRecordings(userId)).filter((r) => !held.has(`${LOCK_PREFIX}${r.id}`));
  for (const empty of stored.filter((r) => r.chunks === 0)) await deleteRecording(empty.id);
  return stored.filter((r) => r.chunks > 0);
}
