import { diarisationErrorRate, type LabelledSpan, wordSpeakerError } from '@transcribe/evaluation';
import type { RecognisedWord, SpeechRegion } from '@transcribe/server/pipeline';
import type { Conversation } from './conversations.js';
import { markdownTable } from './speaker-table.js';

const asOne = (spans: { start: number; end: number }[]): LabelledSpan[] =>
  spans.map((s) => ({ speaker: 'speech', start: s.start, end: s.end }));
const seconds = (x: number) => `${x.toFixed(1)} s`;
const percent = (x: number, of: number) => `${of === 0 ? '-' : ((x / of) * 100).toFixed(0)}%`;

/**
 * What the data is like and how far voice activity agrees with it, per file: the reference's speaker time
 * and speech time (time anyone speaks), the overlap between them (the speaker time a diariser giving one
 * speaker at a time must miss), the reference speech silero's regions miss and the speech they add, and
 * what the trivial answer scores (all speech, and every word, on one speaker): the floor to beat.
 */
export function speechAgreement(
  files: { conversation: Conversation; speech: SpeechRegion[]; words: RecognisedWord[] }[],
): string {
  const rows = files.map(({ conversation, speech, words }) => {
    const speakerTime = diarisationErrorRate(conversation.reference, conversation.reference, 0).speech;
    const vad = diarisationErrorRate(asOne(conversation.reference), asOne(speech), 0);
    const overlap = speakerTime - vad.speech;
    const detected = speech.reduce((sum, r) => sum + r.end - r.start, 0);
    const oneDer = diarisationErrorRate(conversation.reference, asOne(speech), 0).der;
    const oneWords = wordSpeakerError(
      words.map((w) => ({ start: w.start, end: w.end, speaker: 'one' })),
      conversation.reference,
    );
    return [
      conversation.id,
      seconds(speakerTime),
      seconds(vad.speech),
      `${seconds(overlap)} (${percent(overlap, speakerTime)})`,
      seconds(detected),
      `${seconds(vad.missed)} (${percent(vad.missed, vad.speech)})`,
      `${seconds(vad.falseAlarm)} (${percent(vad.falseAlarm, detected)})`,
      `${percent(oneDer, 1)} / ${oneWords.counted === 0 ? 'n/a' : percent(oneWords.error, 1)}`,
    ];
  });
  return markdownTable(
    [
      'file',
      'speaker time',
      'reference speech',
      'overlap',
      'VAD speech',
      'reference speech VAD misses',
      'VAD speech outside the reference',
      'one speaker: DER / word error',
    ],
    rows,
  );
}
