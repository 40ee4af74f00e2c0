import { describe, expect, it } from 'vitest';
import { seg, turn } from '@/test/speaker-blocks';
import { callSegments } from './call-segments';
import { callDuration, empathyCoverage, interruptionRate, speechSeconds } from './conversation-metrics';

describe('duration ring', () => {
  it('measures the recording to the end of its last segment', () => {
    expect(callDuration(callSegments([turn('A', seg(3, 185.5)), turn('B', seg(10, 20))]))).toBe(185.5);
    expect(callDuration([])).toBe(0);
  });

  it('counts the time in which someone speaks once, however many speak at once', () => {
    const segments = callSegments([
      turn('A', seg(0, 10), seg(40, 50)),
      turn('B', seg(5, 15)), // overlaps A: 10..15 only is new
      turn('C', seg(6, 8)), // inside A and B: nothing new
      turn('D', seg(60, 60)), // no length
    ]);
    expect(speechSeconds(segments)).toBe(25);
    expect(speechSeconds([])).toBe(0);
  });
});

describe('interruption rate', () => {
  it('is the share of speaker changes where the next starts less than 0.2 s after the previous ends', () => {
    const segments = callSegments([
      turn('A', seg(0, 10)),
      turn('B', seg(10.1, 20)), // 0.1 s gap: interruption
      turn('A', seg(19.5, 30)), // overlap: interruption
      turn('B', seg(30.3, 40), seg(40, 45)), // 0.3 s gap: not; then the same speaker: no change
    ]);
    expect(interruptionRate(segments)).toBe(2 / 3);
  });

  it('does not count a gap of exactly 0.2 s', () => {
    expect(interruptionRate(callSegments([turn('A', seg(0, 10)), turn('B', seg(10.2, 12))]))).toBe(0);
  });

  it('is null with a single speaker or none', () => {
    expect(interruptionRate(callSegments([turn('A', seg(0, 1), seg(1, 2))]))).toBeNull();
    expect(interruptionRate([])).toBeNull();
  });
});

describe('empathy coverage', () => {
  it('is the share of the agent’s turns with an empathy phrase (English)', () => {
    const blocks = [
      turn('Agent', seg(0, 1, "I'm so SORRY about that.")),
      turn('Customer', seg(1, 2, 'Sorry, I understand.')), // the customer's turns do not count
      turn('Agent', seg(2, 3, 'Let me check'), seg(3, 4, 'the sorrys order.')), // "sorrys": not a whole word
      turn('Agent', seg(4, 5, 'Okay.'), seg(5, 6, 'I understand your concern.')),
      turn('Agent'), // a block without segments is not a turn
    ];
    expect(empathyCoverage(blocks, 'Agent', 'en')).toBe(2 / 3);
  });

  it('uses the transcript language’s list, ignoring case and accents', () => {
    const agent = (...texts: string[]) => texts.map((text, i) => turn('A', seg(i, i + 1, text)));
    expect(empathyCoverage(agent('Lo siento mucho.', 'Perdon por la espera', 'Hola'), 'A', 'es')).toBe(2 / 3);
    expect(empathyCoverage(agent('Je suis DÉSOLÉ.', 'Désolée !', 'Je suis desolant.'), 'A', 'fr')).toBe(
      2 / 3,
    );
    expect(empathyCoverage(agent('Je suis désolé'), 'A', 'fr-CA')).toBe(1);
    expect(
      empathyCoverage(agent('Das tut mir leid.', 'Vielen Dank fur Ihre Geduld', 'Hallo'), 'A', 'de'),
    ).toBe(2 / 3);
    expect(empathyCoverage(agent('Lo siento'), 'A', 'en')).toBe(0);
    expect(empathyCoverage(agent('I apologize'), 'A', 'pt')).toBe(1); // any other language: English
  });

  it('is null when the agent has no turn', () => {
    expect(empathyCoverage([], 'A', 'en')).toBeNull();
    expect(empathyCoverage([turn('A')], 'A', 'en')).toBeNull();
  });
});
