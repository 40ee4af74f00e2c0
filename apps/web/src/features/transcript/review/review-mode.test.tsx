import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSpeakerBlock, TTranscriptEditRequest } from '@transcribe/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAudioItem, makeTranscript } from '@/test/audio-items';
import { type FakeRequest, fakeApi, makeUser } from '@/test/fake-api';
import { renderApp } from '@/test/render';
import { TranscriptPage } from '../components/transcript-page';
import { reviewBlock, reviewSegment } from './review-fixture';

// The queue: "Acme" (a likely name, 9 s) in segment 2, then "order" (unsure) in segments 3 (20.5 s) and 4.
const initial = (): TSpeakerBlock[] => [
  reviewBlock(1, 'Agent', [
    reviewSegment(1, 'Hello and welcome', 4),
    reviewSegment(2, 'Please call Acme today', 8),
  ]),
  reviewBlock(2, 'Customer', [reviewSegment(3, 'My order is late', 20, [0.9, 0.2])]),
  reviewBlock(3, 'Agent', [reviewSegment(4, 'The order arrived', 30, [0.9, 0.25])]),
];

let stored: TSpeakerBlock[];
let calls: FakeRequest[];

/** The server's edit, simply: marks as sent, and a changed text gets new words the engine is sure of. */
function applyEdit(edit: TTranscriptEditRequest) {
  const sent = edit.audio_transcript_data.flatMap((b) => b.audio_transcript_data_segment);
  stored = stored.map((block) => ({
    ...block,
    audio_transcript_data_segment: block.audio_transcript_data_segment.map((segment) => {
      const change = sent.find(
        (s) => s.audio_transcript_data_segment_id === segment.audio_transcript_data_segment_id,
      );
      if (!change) return segment;
      const text = change.audio_transcript_data_segment_transcript;
      const changed = text !== segment.audio_transcript_data_segment_transcript;
      const start = segment.audio_transcript_data_segment_start_time;
      return {
        ...(changed
          ? reviewSegment(segment.audio_transcript_data_segment_id, text, start, [1, 1, 1, 1, 1])
          : segment),
        audio_transcript_data_segment_verified:
          change.audio_transcript_data_segment_verified ?? segment.audio_transcript_data_segment_verified,
      };
    }),
  }));
}

const answer = () => ({
  success: true,
  data: {
    audio_transcript_id: 11,
    audio_id: 5,
    audio_transcript_status: 'completed',
    audio_transcript_num_speakers: 2,
    audio_transcript_language_iso_code: 'en',
    audio_transcript_produced_by: null,
    audio_transcript_revision: 1,
    audio_transcript_data: stored,
  },
});

beforeEach(() => {
  stored = initial();
  localStorage.setItem('accessToken', 'token-1');
  const item = makeAudioItem(5, 'Support call.wav', 1, [makeTranscript(11, 'completed', 100)]);
  let vocabulary = ['Zed'];
  calls = fakeApi(({ path, method, body }) => {
    if (path === '/api/v1/auth/authenticated')
      return {
        json: { success: true, message: 'Authenticated.', data: { authenticated: true, user_id: 7 } },
      };
    if (path === '/api/v1/user/me') return { json: { success: true, data: makeUser() } };
    if (path === '/api/v1/audio/5') return { json: { success: true, data: item } };
    if (path === '/api/v1/user/vocabulary') {
      if (method === 'PUT') vocabulary = (body as { words: string[] }).words;
      return { json: { success: true, data: { words: vocabulary } } };
    }
    if (path === '/api/v1/audio/transcript/11' && method === 'PUT') applyEdit(body as TTranscriptEditRequest);
    if (path === '/api/v1/audio/transcript/11') return { json: answer() };
    return { status: 404 };
  });
});

async function startReview(first: RegExp = /^1 of 3 to review: “Acme”/) {
  const user = userEvent.setup();
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const view = renderApp(<TranscriptPage />, {
    route: '/dashboard/transcript/5',
    path: '/dashboard/transcript/:audioId',
  });
  await screen.findByText(
    stored[0]?.audio_transcript_data_segment[0]?.audio_transcript_data_segment_transcript.split(' ')[0] ?? '',
  );
  const audio = view.container.ownerDocument.querySelector('audio') as HTMLAudioElement;
  Object.defineProperty(audio, 'duration', { configurable: true, value: 40 });
  fireEvent(audio, new Event('loadedmetadata'));
  screen.getByRole('button', { name: 'Review' }).focus();
  await user.keyboard('{Enter}');
  const panel = screen.getByRole('region', { name: 'Review' });
  expect(panel).toHaveFocus();
  await within(panel).findByText(first);
  return { user, audio, play, pause, panel };
}

const row = (id: number) => document.querySelector(`[data-segment-id="${id}"]`) as HTMLElement;
const current = () => document.querySelector('[data-review-current]')?.textContent;
const puts = (path = '/api/v1/audio/transcript/11') =>
  calls.filter((c) => c.method === 'PUT' && c.path === path);
/** The segments of a PUT body, by id, as sent. */
const sentSegments = (call: FakeRequest | undefined) =>
  (call?.body as TTranscriptEditRequest | undefined)?.audio_transcript_data.flatMap(
    (b) => b.audio_transcript_data_segment,
  ) ?? [];

describe('review mode, by keyboard', () => {
  it('stops once for a stretch of unsure words, plays it whole and corrects it as one; the sidebar counts what the bar counts', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stored = [
      reviewBlock(1, 'Agent', [
        reviewSegment(1, 'we have been able to go', 4, [0.9, 0.1, 0.2, 0.15, 0.9, 0.9]),
        reviewSegment(2, 'My order is late', 20, [0.9, 0.2]),
      ]),
    ];
    const { user, play, panel } = await startReview(/^1 of 2 to review: “have been able” at 0:04/);
    const sidebar = screen.getByRole('complementary', { name: 'Actions' });
    expect(within(sidebar).getByText('2 places to review')).toBeInTheDocument();
    const marked = () => [...document.querySelectorAll('[data-review-current]')].map((e) => e.textContent);
    expect(marked()).toEqual(['have', 'been', 'able']);
    // Played from before its first word to after its last.
    await user.keyboard('r');
    expect(play).toHaveBeenCalled();

    await user.keyboard('e');
    const field = screen.getByRole('textbox', { name: 'Correct “have been able”' });
    expect(field).toHaveValue('have been able');
    await user.clear(field);
    await user.type(field, 'had been able{Enter}');
    await within(panel).findByText(/^1 of 1 to review: “order”/);
    expect(sentSegments(puts().at(-1)).find((x) => x.audio_transcript_data_segment_id === 1)).toMatchObject({
      audio_transcript_data_segment_transcript: 'we had been able to go',
      audio_transcript_data_segment_verified: true,
    });
    expect(within(sidebar).getByText('1 place to review')).toBeInTheDocument();
  });

  it('moves through the queue with N and P, playing each item in context, and lists the keys', async () => {
    const { user, audio, play, pause, panel } = await startReview();
    expect(panel).toHaveTextContent('1 of 3 to review: “Acme” at 0:09 may be a name not in your vocabulary');
    expect(panel).toHaveTextContent(/Keys: N next, P previous, R play again, Enter accept, E correct/);
    expect(current()).toBe('Acme');
    expect(within(row(2)).getByText('Acme')).toHaveAttribute('data-review-current', 'true');
    await user.keyboard('n');
    expect(panel).toHaveTextContent(
      '2 of 3 to review: “order” at 0:20, the engine was unsure (confidence 20%)',
    );
    expect(current()).toBe('order');
    expect(audio.currentTime).toBe(19.5);
    expect(play).toHaveBeenCalledTimes(1);
    act(() => {
      audio.currentTime = 21;
      fireEvent(audio, new Event('timeupdate'));
    });
    expect(pause).not.toHaveBeenCalled();
    act(() => {
      audio.currentTime = 21.4;
      fireEvent(audio, new Event('timeupdate'));
    });
    expect(pause).toHaveBeenCalledTimes(1);
    await user.keyboard('p');
    expect(current()).toBe('Acme');
    expect(audio.currentTime).toBe(8);
    expect(screen.getByText('0% reviewed')).toBeInTheDocument();
  });

  it('accepts with Enter; the last open item of a segment verifies it, and the header follows', async () => {
    const { user, panel } = await startReview();
    await user.keyboard('{Enter}');
    await within(panel).findByText(/^1 of 2 to review: “order”/);
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentSegments(puts()[0])).toEqual([
      { audio_transcript_data_segment_id: 1, audio_transcript_data_segment_transcript: 'Hello and welcome' },
      {
        audio_transcript_data_segment_id: 2,
        audio_transcript_data_segment_transcript: 'Please call Acme today',
        audio_transcript_data_segment_verified: true,
      },
      { audio_transcript_data_segment_id: 3, audio_transcript_data_segment_transcript: 'My order is late' },
      { audio_transcript_data_segment_id: 4, audio_transcript_data_segment_transcript: 'The order arrived' },
    ]);
    expect(await within(row(2)).findByRole('button', { name: 'Verified' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('25% reviewed')).toBeInTheDocument();
  });

  it('corrects a word in place by typing, then adds it to the vocabulary', async () => {
    const { user, panel } = await startReview();
    await user.keyboard('e');
    const field = screen.getByRole('textbox', { name: 'Correct “Acme”' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Acme');
    await user.keyboard('Akme{Enter}');
    expect(panel).toHaveFocus();
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(sentSegments(puts()[0])[1]).toEqual({
      audio_transcript_data_segment_id: 2,
      audio_transcript_data_segment_transcript: 'Please call Akme today',
      audio_transcript_data_segment_verified: true,
    });
    expect(await within(row(2)).findByText('Akme')).toBeInTheDocument();
    expect(panel).toHaveTextContent('1 of 2 to review: “order”');
    const add = screen.getByRole('button', { name: "Add 'Akme' to vocabulary" });
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText("Added 'Akme' to your vocabulary.")).toBeInTheDocument();
    expect(puts('/api/v1/user/vocabulary')[0]?.body).toEqual({ words: ['Zed', 'Akme'] });
    expect(screen.queryByRole('button', { name: "Add 'Akme' to vocabulary" })).not.toBeInTheDocument();
  });

  it('Shift+Enter corrects every occurrence after saying how many', async () => {
    const { user, panel } = await startReview();
    await user.keyboard('ne');
    await user.keyboard('border{Shift>}{Enter}{/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Replace every occurrence?' });
    expect(dialog).toHaveTextContent("Replace all 2 occurrences of 'order' with 'border'?");
    expect(puts()).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Replace all' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    const sent = sentSegments(puts()[0]);
    expect(sent[2]).toEqual({
      audio_transcript_data_segment_id: 3,
      audio_transcript_data_segment_transcript: 'My border is late',
      audio_transcript_data_segment_verified: true,
    });
    // Segment 4's only open item was another "order": it is done too.
    expect(sent[3]).toEqual({
      audio_transcript_data_segment_id: 4,
      audio_transcript_data_segment_transcript: 'The border arrived',
      audio_transcript_data_segment_verified: true,
    });
    await within(panel).findByText(/^1 of 1 to review: “Acme”/);
    await vi.waitFor(() => expect(panel).toHaveFocus());
    expect(await within(row(4)).findByText('border')).toBeInTheDocument();
  });

  it('V marks the current segment verified and again unverified; the row toggle does it too', async () => {
    const { user, panel } = await startReview();
    await user.keyboard('v');
    await within(panel).findByText(/^1 of 2 to review: “order”/);
    await user.keyboard('v');
    await within(panel).findByText(/^1 of 1 to review: “order” at 0:30/);
    expect(
      puts().map((call) => sentSegments(call).filter((s) => 'audio_transcript_data_segment_verified' in s)),
    ).toEqual([
      [
        expect.objectContaining({
          audio_transcript_data_segment_id: 2,
          audio_transcript_data_segment_verified: true,
        }),
      ],
      [
        expect.objectContaining({
          audio_transcript_data_segment_id: 3,
          audio_transcript_data_segment_verified: true,
        }),
      ],
    ]);
    within(row(3)).getByRole('button', { name: 'Verified' }).focus();
    await user.keyboard('{Enter}');
    await within(panel).findByText(/^1 of 2 to review: “order”/);
    expect(sentSegments(puts()[2])[2]).toMatchObject({ audio_transcript_data_segment_verified: false });
    expect(within(row(3)).getByRole('button', { name: 'Mark verified' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    expect(within(row(2)).getByText('Verified')).toHaveClass('sr-only');
  });
});
