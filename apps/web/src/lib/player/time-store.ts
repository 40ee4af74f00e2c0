/** The playing position, outside React state: readers subscribe to what they show, not to every frame. */
export interface TimeStore {
  get(): number;
  set(time: number): void;
  subscribe(listener: () => void): () => void;
}

export function createTimeStore(): TimeStore {
  let time = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => time,
    set(next) {
      if (next === time) return;
      time = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
