import { type AudioItem, array, audioItem, object } from '../api-types.js';
import { EXIT } from '../errors.js';
import type { Output } from '../output.js';
import { connect } from '../session.js';

const PAGE = 100;

/** `transcribe list`: the files, newest first, with their newest transcript's status (GET /api/v1/audio, by pages). */
export async function listCommand(request: { limit?: number }, out: Output): Promise<number> {
  const api = await connect();
  const items: AudioItem[] = [];
  let cursor: string | undefined;
  do {
    const want = request.limit === undefined ? PAGE : Math.min(PAGE, request.limit - items.length);
    const body = object(await api.json('GET', '/api/v1/audio', { query: { limit: want, cursor } }), 'list');
    items.push(...array(body.data, 'files').map(audioItem));
    cursor = typeof body.next_cursor === 'string' ? body.next_cursor : undefined;
  } while (cursor && (request.limit === undefined || items.length < request.limit));
  for (const item of items) out.line(row(item));
  if (items.length === 0) out.line('No files yet.');
  out.result({
    files: items.map((item) => ({
      audio_id: item.id,
      file_name: item.fileName,
      created: item.created,
      duration_seconds: item.duration,
      transcript_id: item.transcripts[0]?.id ?? null,
      status: item.transcripts[0]?.status ?? null,
    })),
  });
  return EXIT.ok;
}

function row(item: AudioItem): string {
  const transcript = item.transcripts[0];
  const status = transcript ? transcript.status : 'not transcribed';
  const minutes = `${Math.floor(item.duration / 60)}:${String(Math.round(item.duration % 60)).padStart(2, '0')}`;
  return `${String(item.id).padStart(6)}  ${item.created.slice(0, 16).replace('T', ' ')}  ${minutes.padStart(6)}  ${status.padEnd(15)}  ${item.fileName}`;
}
