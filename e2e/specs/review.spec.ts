import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseTool, expectNoAxeViolations, saveScreenshot, signInThroughUi } from './helpers';
import { completedTranscriptId, longSpeech, newAccount, startTranscription, uploadFile } from './library';

interface Word {
  word: string;
  start: number;
  end: number;
  confidence: number;
}
interface Segment {
  audio_transcript_data_segment_id: number;
  audio_transcript_data_segment_start_time: number;
  audio_transcript_data_segment_end_time: number;
  audio_transcript_data_segment_transcript: string;
  audio_transcript_data_segment_verified: boolean;
  audio_transcript_data_segment_words: Word[];
}
interface Block {
  audio_transcript_data_speaker: string;
  audio_transcript_data_segment: Segment[];
}
/** An item of review mode's queue as the viewer builds it: a stretch of unsure words of an unverified segment. */
interface Item {
  segmentId: number;
  index: number;
  count: number;
  text: string;
  start: number;
}

/** One account with a real-speech reading transcribed for one speaker, shared by the serial tests here. */
let account: { email: string; token: string };
let audioId: number;
let transcriptId: number;
/** The machine's text, as transcribed. */
let machine: Segment[];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  account = await newAccount(request, 'review');
  audioId = await uploadFile(request, account.token, longSpeech(1), undefined, 'Review.wav');
  expect((await startTranscription(request, account.token, audioId, 1)).ok()).toBe(true);
  transcriptId = await completedTranscriptId(request, account.token, audioId);
  machine = await segments(request);
});

const auth = () => ({ authorization: `Bearer ${account.token}` });

/** The saved segments in time order. */
async function segments(request: APIRequestContext): Promise<Segment[]> {
  const response = await request.get(`/api/v1/audio/transcript/${transcriptId}`, { headers: auth() });
  expect(response.ok()).toBe(true);
  const blocks: Block[] = (await response.json()).data.audio_transcript_data;
  return blocks
    .flatMap((b) => b.audio_transcript_data_segment)
    .sort((a, b) => a.audio_transcript_data_segment_start_time - b.audio_transcript_data_segment_start_time);
}

const tokens = (s: Segment) => s.audio_transcript_data_segment_transcript.split(/\s+/).filter(Boolean);
const form = (word: string) => word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const occurrences = (all: Segment[], word: string) =>
  all.flatMap(tokens).filter((t) => form(t) === form(word)).length;

/**
 * Review mode's queue: consecutive unsure words of a segment are one stretch (pocketsphinx writes lower case,
 * so there are no name items).
 */
function queueOf(all: Segment[]): Item[] {
  return all
    .filter((s) => !s.audio_transcript_data_segment_verified)
    .flatMap((s) => {
      const texts = tokens(s);
      const words = s.audio_transcript_data_segment_words;
      if (words.length !== texts.length) return [];
      const items: Item[] = [];
      texts.forEach((text, index) => {
        if ((words[index]?.confidence ?? 1) >= 0.3) return;
        const last = items.at(-1);
        if (last && last.index + last.count === index) {
          last.count += 1;
          last.text = `${last.text} ${text}`;
        } else
          items.push({
            segmentId: s.audio_transcript_data_segment_id,
            index,
            count: 1,
            text,
            start: words[index]?.start ?? 0,
          });
      });
      return items;
    });
}

const stamp = (seconds: number) => {
  const total = Math.floor(seconds);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};
/** The review bar's line for an item: "2 of 14 to review: “word” at 0:05". */
const itemLine = (item: Item) => `“${item.text}” at ${stamp(item.start)}`;

async function openViewer(page: Page) {
  await signInThroughUi(page, account.email);
  await page.goto(`/dashboard/transcript/${audioId}`);
  await expect(page.locator('[data-segment-id]').first()).toBeVisible();
}

/** Turns review mode on from the keyboard: the toggle focused and Enter. */
async function startReview(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Review', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Review', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const status = page.getByRole('region', { name: 'Review' }).locator('p[aria-live]');
  await expect(status).toBeVisible();
  return status;
}

test('reviews items with the keyboard alone: N/P, Enter accepts, E corrects one, Shift+Enter corrects all after showing the count', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const queue = queueOf(machine);
  expect(queue.length).toBeGreaterThanOrEqual(5);
  // After moving over the first three and accepting the second: one word said once to correct, then one
  // said more than once to correct everywhere, both ahead of the cursor.
  const rest = queue.slice(2);
  const single = rest.find((item) => item.count === 1 && occurrences(machine, item.text) === 1) as Item;
  expect(single).toBeDefined();
  const many = rest.find(
    (item) =>
      item.count === 1 &&
      item.start >= single.start &&
      item !== single &&
      occurrences(machine, item.text) > 1,
  ) as Item;
  expect(many).toBeDefined();

  await openViewer(page);
  const status = await startReview(page);
  await expect(status).toContainText(`1 of ${queue.length} to review: ${itemLine(queue[0] as Item)}`);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'review-desktop');

  await page.keyboard.press('n');
  await expect(status).toContainText(`2 of ${queue.length} to review: ${itemLine(queue[1] as Item)}`);
  await page.keyboard.press('n');
  await expect(status).toContainText(`3 of ${queue.length} to review: ${itemLine(queue[2] as Item)}`);
  await page.keyboard.press('p');
  await expect(status).toContainText(`2 of ${queue.length} to review: ${itemLine(queue[1] as Item)}`);
  // Enter accepts the second item: the next one takes its place.
  await page.keyboard.press('Enter');
  await expect(status).toContainText(`2 of ${queue.length - 1} to review: ${itemLine(queue[2] as Item)}`);

  const moveTo = async (item: Item) => {
    for (let i = 0; i < queue.length && !(await status.textContent())?.includes(itemLine(item)); i++) {
      const before = await status.textContent();
      await page.keyboard.press('n');
      await expect(status).not.toHaveText(before ?? '');
    }
    await expect(status).toContainText(itemLine(item));
  };

  // E, the correction typed over the word, Enter: that word alone changes, and is saved.
  await moveTo(single);
  await page.keyboard.press('e');
  const field = page.getByRole('textbox', { name: `Correct “${single.text}”` });
  await expect(field).toBeFocused();
  await page.keyboard.type('quokka');
  await page.keyboard.press('Enter');
  await expect(field).toHaveCount(0);
  await expect
    .poll(async () => {
      const saved = (await segments(request)).find(
        (s) => s.audio_transcript_data_segment_id === single.segmentId,
      );
      return saved ? tokens(saved)[single.index] : undefined;
    })
    .toBe('quokka');

  // E, a correction, Shift+Enter: a confirmation names how many occurrences change; Enter confirms.
  await moveTo(many);
  const count = occurrences(await segments(request), many.text);
  await page.keyboard.press('F2');
  await expect(page.getByRole('textbox', { name: `Correct “${many.text}”` })).toBeFocused();
  await page.keyboard.type('wombat');
  await page.keyboard.press('Shift+Enter');
  const dialog = page.getByRole('dialog', { name: 'Replace every occurrence?' });
  await expect(dialog).toContainText(`Replace all ${count} occurrences of '${many.text}' with 'wombat'?`);
  await expect(dialog.getByRole('button', { name: 'Replace all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => {
      const saved = await segments(request);
      return [occurrences(saved, many.text), occurrences(saved, 'wombat')];
    })
    .toEqual([0, count]);
  const saved = await segments(request);
  expect(
    tokens(saved.find((s) => s.audio_transcript_data_segment_id === single.segmentId) as Segment)[
      single.index
    ],
  ).toBe('quokka');
  // Two more accepted with Enter, each giving its place to the next.
  for (let n = 0; n < 2; n++) {
    const before = await status.textContent();
    await page.keyboard.press('Enter');
    await expect(status).not.toHaveText(before ?? '');
  }
});

test('marks segments verified with V and the row toggles until the header reads 100% reviewed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openViewer(page);
  const status = await startReview(page);
  // V verifies the current item's segment, which takes its items out of the queue.
  for (let i = 0; i < 40 && !(await status.textContent())?.startsWith('Nothing left'); i++) {
    const before = await status.textContent();
    await page.keyboard.press('v');
    await expect(status).not.toHaveText(before ?? '');
  }
  await expect(status).toHaveText('Nothing left to review.');
  // Segments without unsure words: their rows' toggles.
  const toggles = page.getByRole('button', { name: 'Mark verified', exact: true });
  for (let n = await toggles.count(); n > 0; n--) {
    await toggles.first().click();
    await expect(toggles).toHaveCount(n - 1);
  }
  await expect(page.getByText('100% reviewed')).toBeVisible();
  await expect
    .poll(async () => (await segments(request)).every((s) => s.audio_transcript_data_segment_verified))
    .toBe(true);
  await page.reload();
  await expect(page.getByText('100% reviewed')).toBeVisible();
});

test('Changes shows the corrected segments against the machine text; Revert brings the machine text back', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const now = await segments(request);
  const changed = now.filter((s) => {
    const before = machine.find(
      (m) => m.audio_transcript_data_segment_id === s.audio_transcript_data_segment_id,
    );
    return (
      before && before.audio_transcript_data_segment_transcript !== s.audio_transcript_data_segment_transcript
    );
  });
  expect(changed.length).toBeGreaterThan(0);
  const first = changed[0] as Segment;
  const original = machine.find(
    (m) => m.audio_transcript_data_segment_id === first.audio_transcript_data_segment_id,
  ) as Segment;

  await openViewer(page);
  await chooseTool(page, 'Changes');
  const reverts = page.getByRole('button', { name: /^Revert the segment at/ });
  await expect(reverts).toHaveCount(changed.length);
  await page
    .getByRole('button', {
      name: `Revert the segment at ${stamp(first.audio_transcript_data_segment_start_time)} to the machine's text`,
    })
    .click();
  await expect(page.getByText('Segment reverted.')).toBeVisible();
  await expect(reverts).toHaveCount(changed.length - 1);
  await expect
    .poll(
      async () =>
        (await segments(request)).find(
          (s) => s.audio_transcript_data_segment_id === first.audio_transcript_data_segment_id,
        )?.audio_transcript_data_segment_transcript,
    )
    .toBe(original.audio_transcript_data_segment_transcript);
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await expect(
    page.locator(`[data-segment-id="${first.audio_transcript_data_segment_id}"] p`).first(),
  ).toContainText(original.audio_transcript_data_segment_transcript);
});

/** "HH:MM:SS,mmm" as SRT writes a time. */
const srtTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
};

test('splits a segment at a word in edit mode; the SRT export has a cue starting at that word', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const now = await segments(request);
  // A segment with its machine text and word times, long enough to split in the middle.
  const target = now.find((s) => {
    const before = machine.find(
      (m) => m.audio_transcript_data_segment_id === s.audio_transcript_data_segment_id,
    );
    return (
      before?.audio_transcript_data_segment_transcript === s.audio_transcript_data_segment_transcript &&
      tokens(s).length >= 4 &&
      s.audio_transcript_data_segment_words.length === tokens(s).length
    );
  }) as Segment;
  expect(target).toBeDefined();
  const at = Math.floor(tokens(target).length / 2);
  const word = target.audio_transcript_data_segment_words[at] as Word;

  await openViewer(page);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const row = page.locator(`[data-segment-id="${target.audio_transcript_data_segment_id}"]`);
  await row.getByRole('button', { name: 'Split…' }).click();
  const dialog = page.getByRole('dialog', {
    name: `Split the segment at ${stamp(target.audio_transcript_data_segment_start_time)}`,
  });
  await dialog.getByRole('listitem').nth(at).getByRole('button').click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Transcript saved.')).toBeVisible();

  const after = await segments(request);
  expect(after.length).toBe(now.length + 1);
  const second = after.find(
    (s) => Math.abs(s.audio_transcript_data_segment_start_time - word.start) < 0.0005,
  ) as Segment;
  expect(second).toBeDefined();
  expect(second.audio_transcript_data_segment_transcript).toBe(tokens(target).slice(at).join(' '));

  const response = await request.post(`/api/v1/audio/transcript/export/${transcriptId}`, {
    headers: auth(),
    data: { audio_transcript_export_type: 'srt' },
  });
  expect(response.ok()).toBe(true);
  const srt = await response.text();
  const starts = [...srt.matchAll(/^(\d\d:\d\d:\d\d,\d\d\d) --> /gm)].map((m) => m[1]);
  expect(starts).toContain(srtTime(word.start));
});

test('redoes a stretch: only its segment is transcribed again, every other edit and mark stays', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const before = await segments(request);
  const target = before[before.length - 1] as Segment;
  const targetId = target.audio_transcript_data_segment_id;
  const start = target.audio_transcript_data_segment_start_time;
  const end = target.audio_transcript_data_segment_end_time;

  await openViewer(page);
  await chooseTool(page, 'Redo a stretch');
  const dialog = page.getByRole('dialog', { name: 'Transcribe a stretch again' });
  // Any time within the segment, to the millisecond as segments have them (plain seconds are taken as well
  // as m:ss).
  await dialog.getByLabel('Start (m:ss)').fill((start + 0.051).toFixed(3));
  await dialog.getByLabel('End (m:ss)').fill((end - 0.051).toFixed(3));
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/reprocess') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Redo', exact: true }).click();
  expect((await posted).ok()).toBe(true);
  await expect(page.getByText('Redo queued. The transcript updates when it is done.')).toBeVisible();

  // The redo completes as a revision of its own, and the viewer shows the transcript again.
  await expect
    .poll(
      async () => {
        const revisions = await request.get(`/api/v1/audio/transcript/${transcriptId}/revisions`, {
          headers: auth(),
        });
        const list: { revision_kind: string }[] = (await revisions.json()).data;
        return list.some((r) => r.revision_kind === 'redo');
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  await expect(page.locator('[data-segment-id]').first()).toBeVisible({ timeout: 30_000 });

  const after = await segments(request);
  const outside = (list: Segment[]) =>
    list
      .filter(
        (s) =>
          s.audio_transcript_data_segment_id !== targetId &&
          s.audio_transcript_data_segment_start_time < start,
      )
      .map((s) => ({
        id: s.audio_transcript_data_segment_id,
        text: s.audio_transcript_data_segment_transcript,
        verified: s.audio_transcript_data_segment_verified,
        start: s.audio_transcript_data_segment_start_time,
        end: s.audio_transcript_data_segment_end_time,
      }));
  expect(outside(before).length).toBe(before.length - 1);
  expect(outside(after)).toEqual(outside(before));
  // The redone stretch keeps inside the old segment's time.
  for (const s of after.filter((x) => x.audio_transcript_data_segment_start_time >= start)) {
    expect(s.audio_transcript_data_segment_end_time).toBeLessThanOrEqual(end + 0.001);
  }
  // The open viewer shows the redone segments as soon as the redo completes.
  const redone = after.filter(
    (x) => !before.some((b) => b.audio_transcript_data_segment_id === x.audio_transcript_data_segment_id),
  );
  for (const s of redone)
    await expect(page.locator(`[data-segment-id="${s.audio_transcript_data_segment_id}"]`)).toBeVisible();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE });

  test('review mode on a phone is accessible and pictured', async ({ page }) => {
    await openViewer(page);
    const status = await startReview(page);
    await expect(status).not.toBeEmpty();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'review-phone');
  });
});
