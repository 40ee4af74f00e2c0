import type { z } from 'zod';

/**
 * Listeners of one kind of event of the progress stream: `emit` parses an event's data with the contract's
 * schema and hands it to every listener (anything else is ignored); `on` listens until the returned function.
 */
export function eventChannel<T>(schema: z.ZodType<T>) {
  const listeners = new Set<(event: T) => void>();
  return {
    on(listener: (event: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(data: string): void {
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return;
      for (const listener of listeners) listener(parsed.data);
    },
  };
}
