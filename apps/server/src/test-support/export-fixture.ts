import type { TSegment, TSentiment, TSpeakerBlock } from '@transcribe/contract';
import type { ExportDocument } from '../exports/export-document.js';

/** Words with times spread evenly over the segment, as a recogniser (or an edit's re-alignment) gives. */
function segment(
  id: number,
  start: number,
  end: number,
  text: string,
  sentiment: TSentiment | null,
  withWords = true,
): TSegment {
  const tokens = text.split(/\s+/).filter(Boolean);
  const step = (end - start) / tokens.length;
  return {
    audio_transcript_data_segment_id: id,
    audio_transcript_data_segment_transcript: text,
    audio_transcript_data_segment_start_time: start,
    audio_transcript_data_segment_end_time: end,
    audio_transcript_data_segment_verified: false,
    audio_transcript_data_segment_sa: sentiment,
    audio_transcript_data_segment_words: withWords
      ? tokens.map((word, i) => ({
          word,
          start: Math.round((start + i * step) * 1000) / 1000,
          end: Math.round((start + (i + 1) * step - 0.05) * 1000) / 1000,
          confidence: 0.9,
        }))
      : [],
  };
}

const sa = (label: TSentiment['audio_transcript_data_segment_sa_label'], score: number): TSentiment => ({
  audio_transcript_data_segment_sa_label: label,
  audio_transcript_data_segment_sa_score: score,
});

/**
 * Two speakers, accents (é, ñ, ü, ß, œ), quotes, commas, a typed line break, a segment long enough to need
 * several subtitle cues, a word longer than a subtitle line, and a last turn past one hour.
 */
export const EXPORT_BLOCKS: TSpeakerBlock[] = [
  {
    audio_transcript_data_id: 1,
    audio_transcript_data_speaker: 'Zoë Müller',
    audio_transcript_data_segment: [
      segment(1, 1.2, 4.8, 'Bonjour, ça va? Let\'s talk about the "Straße" project.', sa('neutral', 0.5)),
      segment(
        2,
        5,
        14.5,
        'The café on Piñata Street, next to the œuvre exhibit, said: "we\'ll open at nine, maybe ten, ' +
          'depending on the deliveries from the bakery down the road."',
        sa('positive', 0.74),
      ),
    ],
  },
  {
    audio_transcript_data_id: 2,
    audio_transcript_data_speaker: 'José Núñez',
    audio_transcript_data_segment: [
      segment(
        3,
        15,
        18.25,
        'Sí, claro.\nSecond line, with a comma & an ampersand <tag>.',
        sa('negative', 0.31),
      ),
    ],
  },
  {
    audio_transcript_data_id: 3,
    audio_transcript_data_speaker: 'Zoë Müller',
    audio_transcript_data_segment: [
      segment(
        4,
        3725.25,
        3729.9,
        'Über-long: Donaudampfschifffahrtsgesellschaftskapitänswitwenrente und Fußgängerübergänge.',
        null,
        false,
      ),
    ],
  },
];

export const EXPORT_DOCUMENT: ExportDocument = {
  title: "Réunion d'équipe",
  fileName: "Réunion d'équipe.m4a",
  createdAt: '2024-05-01T14:03:27.000Z',
  durationSeconds: 3730.5,
  languageName: 'French',
  speakerCount: 2,
  blocks: EXPORT_BLOCKS,
  tags: ['Équipe', 'Hebdo'],
};
