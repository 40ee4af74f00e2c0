import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_CONTENT_TYPES } from '../../src/exports/formats.js';
import { attachmentDisposition } from '../../src/http/byte-range.js';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { EXPORT_BLOCKS, EXPORT_DOCUMENT } from '../../src/test-support/export-fixture.js';
import { docxParagraphs, docxParts, pdfText } from '../../src/test-support/export-readers.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

const GOLDEN = join(import.meta.dirname, '../../src/exports/golden');
const golden = (name: string) => readFileSync(join(GOLDEN, name), 'utf8');

describe('POST /api/v1/audio/transcript/export/{id}', () => {
  let t: TestApp;
  let session: Session;
  let transcriptId: number;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
    const made = await insertTranscript(t, session.auth, session.user.user_id, EXPORT_BLOCKS, {
      fileName: EXPORT_DOCUMENT.fileName,
      languageId: 3,
      durationSeconds: EXPORT_DOCUMENT.durationSeconds,
    });
    transcriptId = made.transcriptId;
    // The file bears the golden document's tags, so the exports carry them as the golden files do.
    const tagIds = [];
    for (const tag_name of EXPORT_DOCUMENT.tags ?? []) {
      const tag = await t.app.inject({
        method: 'POST',
        url: '/api/v1/tag',
        headers: session.auth,
        payload: { tag_name },
      });
      tagIds.push(tag.json().data.tag_id);
    }
    const tagged = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/${made.audioId}/tags`,
      headers: session.auth,
      payload: { tag_ids: tagIds },
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
  });
  afterAll(() => t.close());

  const exportAs = (payload: object, id = transcriptId, auth = session.auth) =>
    t.app.inject({ method: 'POST', url: `/api/v1/audio/transcript/export/${id}`, headers: auth, payload });

  it.each(['pdf', 'docx', 'txt', 'csv', 'srt', 'vtt', 'ass'] as const)(
    'sends %s as an attachment named after the audio',
    async (format) => {
      const res = await exportAs({ audio_transcript_export_type: format });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(EXPORT_CONTENT_TYPES[format]);
      expect(res.headers['content-disposition']).toBe(attachmentDisposition(`Réunion d'équipe.${format}`));
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''R%C3%A9union%20d%27%C3%A9quipe.${format}`,
      );
      if (format === 'pdf') {
        expect(pdfText(res.rawPayload)).toContain('Language: French');
        expect(pdfText(res.rawPayload)).toContain('Tags: Équipe, Hebdo');
      }
      if (format === 'docx') {
        const paragraphs = docxParagraphs(docxParts(res.rawPayload)['word/document.xml'] ?? '');
        expect(paragraphs).toContain('[Heading2] José Núñez');
      }
      // The text formats carry nothing that depends on the upload date: byte for byte the golden files.
      if (['txt', 'csv', 'srt', 'vtt', 'ass'].includes(format)) {
        expect(res.rawPayload.toString('utf8')).toBe(golden(`transcript.${format}`));
      }
    },
  );

  it('leaves out timestamps and speakers when asked, and takes the format in any case', async () => {
    const res = await exportAs({
      audio_transcript_export_type: 'TXT',
      audio_transcript_export_timestamps: false,
      audio_transcript_export_speakers: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(golden('plain.txt'));
  });

  it('exports the transcript as edited', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/audio/transcript/${transcriptId}`,
      headers: session.auth,
      payload: {
        audio_transcript_data: [
          {
            audio_transcript_data_id: 2,
            audio_transcript_data_speaker: 'Pepe',
            audio_transcript_data_segment: [
              {
                audio_transcript_data_segment_id: 3,
                audio_transcript_data_segment_transcript: 'Edited, «done».',
              },
            ],
          },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await exportAs({ audio_transcript_export_type: 'txt' });
    expect(res.body).toContain('[0:15] Pepe: Edited, «done».\n');
    expect(res.body).not.toContain('José');
  });

  it('answers 400 for an unknown format, 409 before completion, 404 for another user, 401 without a session', async () => {
    const unknown = await exportAs({ audio_transcript_export_type: 'xls' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_EXPORT_FORMAT',
      message: 'Unsupported export format.',
    });
    const running = await insertTranscript(t, session.auth, session.user.user_id, null, {
      status: 'transcribing',
    });
    const notReady = await exportAs({ audio_transcript_export_type: 'pdf' }, running.transcriptId);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({ code: 'TRANSCRIPT_NOT_READY' });
    const other = await signUpAndLogIn(t.app);
    const foreign = await exportAs({ audio_transcript_export_type: 'pdf' }, transcriptId, other.auth);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await exportAs({ audio_transcript_export_type: 'pdf' }, transcriptId, {
      authorization: '',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports several transcripts as one zip, same names told apart, and refuses the zip for another user’s id', async () => {
    const second = await insertTranscript(t, session.auth, session.user.user_id, EXPORT_BLOCKS, {
      fileName: EXPORT_DOCUMENT.fileName,
      languageId: 3,
      durationSeconds: EXPORT_DOCUMENT.durationSeconds,
    });
    const zip = (ids: number[], auth = session.auth) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/audio/transcript/export',
        headers: auth,
        payload: { audio_transcript_export_type: 'srt', audio_transcript_ids: ids },
      });
    const res = await zip([transcriptId, second.transcriptId]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(attachmentDisposition('transcripts.zip'));
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(["Réunion d'équipe (2).srt", "Réunion d'équipe.srt"]);
    // The second is as inserted (the first was edited above): byte for byte the golden file.
    expect(strFromU8(files["Réunion d'équipe (2).srt"] as Uint8Array)).toBe(golden('transcript.srt'));
    const other = await signUpAndLogIn(t.app);
    const own = await insertTranscript(t, other.auth, other.user.user_id, EXPORT_BLOCKS);
    expect((await zip([own.transcriptId, transcriptId], other.auth)).statusCode).toBe(404);
    expect((await zip([])).statusCode).toBe(400);
  });
});
