/** One stretch of a file's speech with the words a person verified were said in it. */
export interface AdaptationUtterance {
  /** 16 kHz mono s16le PCM of the whole file (as decodeToPcm writes it). */
  pcmPath: string;
  /** Seconds on the file's timeline. */
  start: number;
  end: number;
  /** The verified text (any case and punctuation; words the dictionary lacks are pronounced by espeak-ng or dropped). */
  text: string;
}

/** What adapting to a voice produced: a transform for pocketsphinx's -mllr, stored as text. */
export interface SpeakerAdaptation {
  kind: 'mllr';
  /** The mllr_matrix file's content (a few KB of numbers). */
  transform: string;
  /** Speech used, in seconds, utterances and words. */
  seconds: number;
  utterances: number;
  words: number;
}
