import { parse as parseSubtitles } from '@plussub/srt-vtt-parser';
import {
  type TTranscriptQuality,
  ZAskResponse,
  ZAudioResponse,
  ZTranscriptionStartResponse,
  ZTranscriptKeyNotesResponse,
  ZTranscriptResponse,
  ZTranscriptSummaryResponse,
} from '@transcribe/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { docxParagraphs, docxParts, pdfText } from '../../src/test-support/export-readers.js';
import { uploadFromDisk } from '../../src/test-support/library.js';
import { transcriptEvents } from '../../src/test-support/speech.js';
import { speechFixtures } from '../../src/test-support/speech-fixtures.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { requestTranscription } from '../../src/test-support/transcripts.js';
import { splitSentences } from '../../src/text/insights/sentences.js';

/** Runs real speech recognition (pocketsphinx) on 25 s of a LibriVox reading: about 10-30 s on 2 cores. */
describe('summary, key notes and exports of a transcript the pipeline made from real speech', {
  timeout: 180_000,
}, () => {
  let t: TestApp;
  let session: Session;
  let transcriptId: number;
  let audioId: number;
  let duration: number;
  let segments: string[];
  let quality: TTranscriptQuality | null;
  beforeAll(async () => {
    t = await createTestApp({}, { runWorker: true });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    session = await signUpAndLogIn(t.app);
    audioId = await uploadFromDisk(
      t.app,
      session.auth,
      speechFixtures().librivox.wav,
      'Sense & Sensibility, ch. 1.wav',
      {
        language: 'en',
        mode: '1',
        diarize: 'false',
      },
    );
    const start = await requestTranscription(t.app, session.auth, audioId);
    transcriptId = ZTranscriptionStartResponse.parse(start.json()).data.audio_transcript_id;
    const events = await transcriptEvents(base, session, transcriptId, 150_000);
    expect(events.at(-1)?.status).toBe('completed');
    duration = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data.audio_duration;
    const transcript = ZTranscriptResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/transcript/${transcriptId}`, headers: session.auth })).json(),
    ).data;
    quality = transcript.audio_transcript_quality;
    segments = transcript.audio_transcript_data.flatMap((b) =>
      b.audio_transcript_data_segment.map((s) => s.audio_transcript_data_segment_transcript),
    );
  });
  afterAll(() => t.close());

  it('calls clear read speech a good transcript, in the file list too', async () => {
    console.log(`LibriVox reading: ${JSON.stringify(quality)}`);
    expect(quality?.verdict).toBe('good');
    const item = ZAudioResponse.parse(
      (await t.app.inject({ url: `/api/v1/audio/${audioId}`, headers: session.auth })).json(),
    ).data.audio_transcript[0];
    expect(item?.audio_transcript_quality).toEqual(quality);
  });

  const exportAs = (format: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/export/${transcriptId}`,
      headers: session.auth,
      payload: { audio_transcript_export_type: format },
    });

  it('summarises and notes it with its own sentences, in order', async () => {
    const text = segments.join(' ').toLowerCase();
    const summary = ZTranscriptSummaryResponse.parse(
      (
        await t.app.inject({ url: `/api/v1/audio/transcript/summary/${transcriptId}`, headers: session.auth })
      ).json(),
    ).data.audio_transcript_summary;
    const notes = ZTranscriptKeyNotesResponse.parse(
      (
        await t.app.inject({
          url: `/api/v1/audio/transcript/keynotes/${transcriptId}`,
          headers: session.auth,
        })
      ).json(),
    ).data.audio_transcript_keynotes;
    console.log(
      `Summary of ${segments.length} recognised segments: ${summary}\nKey notes: ${notes.join(' | ')}`,
    );
    const sentences = splitSentences(summary, 'en');
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    const positions = sentences.map((s) => text.indexOf(s.replace(/\.$/, '').toLowerCase()));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(notes.length).toBeGreaterThanOrEqual(Math.min(3, segments.length));
    for (const note of notes) expect(text).toContain(note.replace(/…$/, '').toLowerCase());
  });

  it('answers a question about the recording, without a language model, with passages holding its words', async () => {
    // The longest word the recogniser heard, asked about as a person would.
    const word = (segments.join(' ').match(/[a-z]{5,}/gi) ?? []).sort((a, b) => b.length - a.length)[0] ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ask',
      headers: session.auth,
      payload: { question: `What is said about ${word}?`, audio_id: audioId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZAskResponse.parse(res.json()).data;
    expect(answer.method).toBe('extractive');
    const best = answer.passages?.[0];
    expect(best?.text.toLowerCase()).toContain(word.toLowerCase());
    const marked = best?.highlights.map((h) => best.text.slice(h.start, h.end).toLowerCase()) ?? [];
    expect(marked).toContain(word.toLowerCase());
    expect(answer.citations[0]?.start).toBeLessThan(duration);
    expect(answer.answer).toContain(best?.text.trim());
  });

  it('exports subtitles whose cues are ordered, inside the audio and hold every word', async () => {
    for (const format of ['srt', 'vtt']) {
      const res = await exportAs(format);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''Sense%20%26%20Sensibility%2C%20ch.%201.${format}`,
      );
      const { entries }: { entries: { from: number; to: number; text: string }[] } = parseSubtitles(res.body);
      let previousEnd = 0;
      for (const entry of entries) {
        expect(entry.from).toBeGreaterThanOrEqual(previousEnd);
        expect(entry.to).toBeGreaterThan(entry.from);
        expect(entry.to).toBeLessThanOrEqual(duration * 1000);
        previousEnd = entry.to;
      }
      const shown = entries.map((e) => e.text.replace(/^(<v [^>]*>|Speaker 1: )/, '')).join(' ');
      expect(shown.split(/\s+/)).toEqual(segments.join(' ').split(/\s+/));
    }
  });

  it('exports PDF, DOCX and CSV that read back to the recognised text', async () => {
    const pdf = pdfText((await exportAs('pdf')).rawPayload).replace(/\s+/g, ' ');
    const paragraphs = docxParagraphs(
      docxParts((await exportAs('docx')).rawPayload)['word/document.xml'] ?? '',
    );
    const rows = parseCsv((await exportAs('csv')).rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(pdf).toContain('Sense & Sensibility, ch. 1');
    for (const segment of segments) {
      expect(pdf).toContain(segment);
      expect(paragraphs.some((p) => p.endsWith(segment))).toBe(true);
    }
    expect(rows.map((r) => r.text)).toEqual(segments);
    expect(rows.every((r) => Number(r.end) <= duration + 0.05 && r.speaker === 'Speaker 1')).toBe(true);
  });
});
