/** One server-sent event: its name and its data line (JSON in this app's streams). */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The events of a stream read with fetch (the app's streams need the Authorization header, which EventSource
 * cannot send), in the order they come; blocks without a name or data (heartbeats) are skipped.
 */
export async function* serverSentEvents(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined) yield { event, data };
    }
  }
}
