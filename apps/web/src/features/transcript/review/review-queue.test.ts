import { describe, expect, it } from 'vitest';
import { reviewBlock, reviewSegment } from './review-fixture';
import { buildReviewQueue, looksLikeUnknownName, type QueueOptions } from './review-queue';

const options = (overrides: Partial<QueueOptions> = {}): QueueOptions => ({
  vocabulary: [],
  language: 'en',
  accepted: new Set(),
  known: new Set(),
  ...overrides,
});

// Blocks out of time order: the queue follows time, not the speakers' order.
const BLOCKS = [
  reviewBlock(1, 'Agent', [
    reviewSegment(1, 'Hello, I am Jane from Acme support.', 10, [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.1]),
  ]),
  reviewBlock(2, 'Customer', [reviewSegment(2, 'My order from Berlin is late. Where is it?', 0, [0.9, 0.2])]),
];

const summary = (queue: ReturnType<typeof buildReviewQueue>) => queue.map((i) => `${i.reason}:${i.text}`);

describe('the review queue', () => {
  it('holds unsure words and likely unknown names in time order', () => {
    expect(summary(buildReviewQueue(BLOCKS, options()))).toEqual([
      'unsure:order',
      'name:Berlin',
      'name:Jane',
      'name:Acme',
      'unsure:support.',
    ]);
  });

  it('joins consecutive unsure words of a segment into one stretch, from its first word to its last', () => {
    const blocks = [
      reviewBlock(1, 'A', [
        reviewSegment(1, 'we have been able to go home', 0, [0.9, 0.1, 0.2, 0.15, 0.9, 0.1]),
        reviewSegment(2, 'been there', 5, [0.1, 0.1]),
      ]),
    ];
    const queue = buildReviewQueue(blocks, options());
    expect(summary(queue)).toEqual(['unsure:have been able', 'unsure:go', 'unsure:been there']);
    expect(queue[0]).toMatchObject({
      segmentId: 1,
      index: 1,
      count: 3,
      start: 0.5,
      end: 1.9,
      confidence: 0.1,
    });
    // Stretches never cross segments: the next segment's unsure start is its own item.
    expect(queue[2]).toMatchObject({ segmentId: 2, index: 0, count: 2 });
  });

  it('gives each item its word time, segment and place in the text', () => {
    const [first] = buildReviewQueue(BLOCKS, options());
    expect(first).toMatchObject({ segmentId: 2, index: 1, start: 0.5, end: 0.9, confidence: 0.2 });
  });

  it('leaves out names in the vocabulary (phrases too, ignoring case and punctuation) and words the person typed', () => {
    const queue = buildReviewQueue(
      BLOCKS,
      options({ vocabulary: ['acme Cloud', 'Jane Doe'], known: new Set(['berlin']) }),
    );
    expect(summary(queue)).toEqual(['unsure:order', 'unsure:support.']);
  });

  it('leaves out accepted items and verified segments', () => {
    const all = buildReviewQueue(BLOCKS, options());
    const accepted = new Set([all[0]?.key ?? '']);
    expect(summary(buildReviewQueue(BLOCKS, options({ accepted })))[0]).toBe('name:Berlin');
    const verified = [
      reviewBlock(1, 'Agent', [reviewSegment(1, 'Thanks Jane', 0, [0.1], true)]),
      reviewBlock(2, 'Agent', [reviewSegment(2, 'Bye Jane', 5)]),
    ];
    expect(summary(buildReviewQueue(verified, options()))).toEqual(['name:Jane']);
  });

  it('queues no names until the vocabulary is known, nor in German, where every noun has a capital', () => {
    expect(summary(buildReviewQueue(BLOCKS, options({ vocabulary: undefined })))).toEqual([
      'unsure:order',
      'unsure:support.',
    ]);
    const german = [reviewBlock(1, 'A', [reviewSegment(1, 'Die Bestellung kommt spät', 0)])];
    expect(buildReviewQueue(german, options({ language: 'de' }))).toEqual([]);
  });
});

describe('the name rule', () => {
  it('takes capitalised words that do not start a sentence', () => {
    const none = new Set<string>();
    expect(looksLikeUnknownName('Acme', 'from', none)).toBe(true);
    expect(looksLikeUnknownName('(Acme),', 'from', none)).toBe(true);
    expect(looksLikeUnknownName('Acme', undefined, none)).toBe(false);
    expect(looksLikeUnknownName('Where', 'late.', none)).toBe(false);
    expect(looksLikeUnknownName('Where', 'late?"', none)).toBe(false);
    expect(looksLikeUnknownName('acme', 'from', none)).toBe(false);
    expect(looksLikeUnknownName('I', 'and', none)).toBe(false);
    expect(looksLikeUnknownName("I'm", 'and', none)).toBe(false);
    expect(looksLikeUnknownName('Acme', 'from', new Set(['acme']))).toBe(false);
  });
});
