import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TComment } from '@transcribe/contract';
import { describe, expect, it } from 'vitest';
import type { FakeRequest } from '@/test/fake-api';
import { openViewer, rowOf } from '../testing/viewer-fixture';

function comment(id: number, fields: Partial<TComment>): TComment {
  return {
    comment_id: id,
    comment_transcript_id: 11,
    comment_segment_id: 1,
    comment_start: 4,
    comment_end: null,
    comment_text: 'A remark',
    comment_author_id: 7,
    comment_author_email: 'ada@example.com',
    comment_author_name: 'Ada Lovelace',
    comment_is_own: true,
    comment_resolved: false,
    comment_resolved_at: null,
    comment_resolved_by_email: null,
    comment_created_at: '2026-11-23T10:00:00.000Z',
    comment_updated_at: '2026-11-23T10:00:00.000Z',
    ...fields,
  };
}

/** A server keeping the comments of transcript 11 in memory, in time order as the real one answers. */
function commentServer(initial: TComment[]) {
  let comments = [...initial];
  const sorted = () => [...comments].sort((a, b) => a.comment_start - b.comment_start);
  const one = (id: number) => comments.find((c) => c.comment_id === id) as TComment;
  const idOf = (request: FakeRequest) => Number(request.path.split('/').at(-1));
  const routes = {
    'GET /api/v1/audio/transcript/11/comments': () => ({ json: { success: true, data: sorted() } }),
    'POST /api/v1/audio/transcript/11/comments': (request: FakeRequest) => {
      const body = request.body as { segment_id: number; start: number; end: number | null; text: string };
      const created = comment(100 + comments.length, {
        comment_segment_id: body.segment_id,
        comment_start: body.start,
        comment_end: body.end,
        comment_text: body.text,
      });
      comments.push(created);
      return { status: 201, json: { success: true, data: created } };
    },
  };
  const byId = (request: FakeRequest) => {
    const id = idOf(request);
    if (request.method === 'DELETE') {
      comments = comments.filter((c) => c.comment_id !== id);
      return { json: { success: true, message: 'Comment deleted.' } };
    }
    const body = request.body as { text?: string; resolved?: boolean };
    const changed = {
      ...one(id),
      ...(body.text ? { comment_text: body.text } : {}),
      ...(body.resolved === undefined ? {} : { comment_resolved: body.resolved }),
    };
    comments = comments.map((c) => (c.comment_id === id ? changed : c));
    return { json: { success: true, data: changed } };
  };
  return {
    ...routes,
    'PATCH /api/v1/comments/1': byId,
    'PATCH /api/v1/comments/2': byId,
    'DELETE /api/v1/comments/1': byId,
  };
}

const EXISTING = [
  comment(1, {
    comment_segment_id: 3,
    comment_start: 20.5,
    comment_end: 22,
    comment_text: 'Check the order number.',
  }),
  comment(2, {
    comment_start: 4.2,
    comment_text: 'Greeting is fine.',
    comment_is_own: false,
    comment_author_id: 9,
    comment_author_email: 'grace@example.com',
    comment_author_name: null,
  }),
];

describe('comments beside the transcript', () => {
  it('lists comments in time order with author and time, marks commented segments, and seeks to a comment', async () => {
    const user = userEvent.setup();
    const { audio } = await openViewer(commentServer(EXISTING));
    await user.click(await screen.findByRole('button', { name: /^Comments \(\d+ open\)/ }));
    const panel = await screen.findByRole('complementary', { name: 'Comments' });
    const items = await within(panel).findAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Comment by grace@example.com at 0:04',
      'Comment by Ada Lovelace at 0:20–0:22',
    ]);
    expect(items[1]).toHaveTextContent('Check the order number.');
    // Only her own comment can be edited or deleted; anyone may resolve.
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Edit your comment at 0:20–0:22' }),
    ).toBeVisible();
    expect(
      within(rowOf(3)).getByRole('button', { name: 'Add comment at 0:20 (1 open comment)' }),
    ).toBeVisible();

    await user.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Play from 0:20' }));
    expect(audio.currentTime).toBe(20.5);
  });

  it('adds a comment from a segment row, at its start time', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(commentServer(EXISTING));
    await user.click(within(rowOf(2)).getByRole('button', { name: 'Add comment at 0:08' }));
    const field = await screen.findByRole('textbox', { name: 'Your comment at 0:08' });
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a comment.');
    await user.type(field, '  Ask about the refund.  ');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Ask about the refund.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      segment_id: 2,
      start: 8,
      end: null,
      text: 'Ask about the refund.',
    });
    expect(screen.queryByRole('textbox', { name: /Your comment/ })).toBeNull();
  });

  it('comments on the words selected in a segment, from the first one’s start to the last one’s end', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(commentServer([]));
    const words = rowOf(3).querySelectorAll('[data-word-start]');
    const range = document.createRange();
    range.setStart(words[1]?.firstChild as Node, 1);
    range.setEnd(words[2]?.firstChild as Node, 1);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await user.click(within(rowOf(3)).getByRole('button', { name: 'Add comment at 0:20' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Your comment at 0:20–0:21' }),
      'Which order?',
    );
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await screen.findByText('Which order?');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      segment_id: 3,
      start: 20.5,
      end: 21.4,
    });
  });

  it('resolves, reopens, edits and deletes', async () => {
    const user = userEvent.setup();
    const { calls } = await openViewer(commentServer(EXISTING));
    await user.click(await screen.findByRole('button', { name: /^Comments \(\d+ open\)/ }));
    const panel = await screen.findByRole('complementary', { name: 'Comments' });
    await user.click(await within(panel).findByRole('button', { name: 'Resolve the comment at 0:04' }));
    expect(await within(panel).findByRole('button', { name: 'Reopen the comment at 0:04' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ resolved: true });

    await user.click(within(panel).getByRole('button', { name: 'Edit your comment at 0:20–0:22' }));
    const field = within(panel).getByRole('textbox', { name: 'Edit your comment' });
    await user.clear(field);
    await user.type(field, 'Order 4411 is right.');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Order 4411 is right.')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Delete your comment at 0:20–0:22' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => within(panel).queryByText('Order 4411 is right.')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/comments/1')).toBe(true);
  });
});
