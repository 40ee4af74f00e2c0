import { type Browser, chromium, type Page } from 'playwright';

/** The targets for the file list at 10,000 files (issue 26, "no slow corners"). */
export const FIRST_ROW_TARGET_MS = 300;
export const PAGE_TARGET_KB = 200;

/** The page size the web app asks for (apps/web/src/api/audio/audio-page-path.ts, FILE_PAGE_SIZE). */
export const WEB_PAGE_SIZE = 100;

export interface PageFigures {
  /** Median of 5 reads of the first page, request to last byte. */
  firstPageMs: number;
  firstPageKB: number;
  pages: number;
  files: number;
  medianPageMs: number;
  maxPageMs: number;
  maxPageKB: number;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedPage(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const body = await (await fetch(url, { headers })).text();
  return { ms: performance.now() - started, kb: Buffer.byteLength(body) / 1024, body };
}

/**
 * GET /api/v1/audio?folder_id=&limit= a page at a time: the first page five times, then every page once
 * from the first to the last, following next_cursor; checks each file comes exactly once.
 */
export async function measurePages(
  base: string,
  headers: Record<string, string>,
  folderId: number,
  limit = WEB_PAGE_SIZE,
): Promise<PageFigures> {
  const first = `${base}/api/v1/audio?folder_id=${folderId}&limit=${limit}`;
  const firstRuns = [];
  for (let run = 0; run < 5; run++) firstRuns.push(await timedPage(first, headers));
  const times: number[] = [];
  const sizes: number[] = [];
  const seen = new Set<number>();
  let cursor: string | null = null;
  do {
    const page = await timedPage(cursor ? `${first}&cursor=${cursor}` : first, headers);
    const parsed = JSON.parse(page.body) as { data: { audio_id: number }[]; next_cursor: string | null };
    for (const item of parsed.data) {
      if (seen.has(item.audio_id)) throw new Error(`file ${item.audio_id} came twice`);
      seen.add(item.audio_id);
    }
    times.push(page.ms);
    sizes.push(page.kb);
    cursor = parsed.next_cursor;
  } while (cursor !== null);
  return {
    firstPageMs: median(firstRuns.map((run) => run.ms)),
    firstPageKB: firstRuns[0]?.kb ?? 0,
    pages: times.length,
    files: seen.size,
    medianPageMs: median(times),
    maxPageMs: Math.max(...times),
    maxPageKB: Math.max(...sizes),
  };
}

/** "✓ 123 ms (target 300 ms)": a figure against its target. */
export function againstTarget(value: number, target: number, unit: string, digits = 0): string {
  return `${value <= target ? '✓' : '✗'} ${value.toFixed(digits)} ${unit} (target ${target} ${unit})`;
}

/**
 * Runs in the page before its own scripts (page.addInitScript): notes when a button named `name` (a file's
 * row) first enters the DOM, in ms from the navigation's start (`window.firstRow_`). Playwright's own wait
 * polls ever more slowly (up to 500 ms apart), so its wall clock says little about a few hundred ms.
 */
export function noteFirstRow(name: string): void {
  const note = window as unknown as { firstRow_?: number };
  const found = () => {
    if (!Array.from(document.querySelectorAll('button')).some((button) => button.textContent === name))
      return false;
    note.firstRow_ = performance.now();
    return true;
  };
  const observer = new MutationObserver(() => found() && observer.disconnect());
  // A page that comes with the row in its HTML (the first-paint floor's static page) has it by now.
  document.addEventListener('DOMContentLoaded', () =>
    found() ? undefined : observer.observe(document.body, { childList: true, subtree: true }),
  );
}

/**
 * What the page waited for, in ms from the navigation's start (run in the page with page.evaluate after
 * the first row came): the HTML, then each script, style, translation and API answer as it ended, and the
 * first row. Shows where a first visit's time goes.
 */
export function visitTimeline(): string[] {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const lines = navigation
    ? [
        `${navigation.responseEnd.toFixed(0).padStart(5)} ms  HTML received`,
        `${navigation.domContentLoadedEventEnd.toFixed(0).padStart(5)} ms  DOMContentLoaded`,
      ]
    : [];
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    const kb = entry.encodedBodySize ? ` ${(entry.encodedBodySize / 1024).toFixed(1)} KB` : '';
    lines.push(
      `${entry.responseEnd.toFixed(0).padStart(5)} ms  ${url.pathname}${url.search} (asked at ${entry.startTime.toFixed(0)} ms${kb})`,
    );
  }
  const firstRow = (window as unknown as { firstRow_?: number }).firstRow_;
  if (firstRow !== undefined) lines.push(`${firstRow.toFixed(0).padStart(5)} ms  first row`);
  return lines.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
}

/**
 * Run in the page before a click that opens the folder inside the running app: notes the click's time
 * (`window.clickedAt_`) and when a button named `name` (a file's row) then enters the DOM (`window.rowAt_`).
 */
export function armFirstRowAfterClick(name: string): void {
  const note = window as unknown as { clickedAt_?: number; rowAt_?: number };
  note.clickedAt_ = undefined;
  note.rowAt_ = undefined;
  document.addEventListener('pointerdown', () => (note.clickedAt_ = performance.now()), {
    capture: true,
    once: true,
  });
  const observer = new MutationObserver(() => {
    if (Array.from(document.querySelectorAll('button')).some((button) => button.textContent === name)) {
      note.rowAt_ = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A 1440x900 page that notes when a button named `row` first enters the DOM (see noteFirstRow). */
export async function rowWatchingPage(browser: Browser, row: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(noteFirstRow, row);
  return page;
}

export const firstRowOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { firstRow_: number }).firstRow_);

/**
 * A first visit to `url` in a browser just started (empty cache, no service worker): the row's time from the
 * navigation's start, and the visit's timeline. `prepare` readies the page before it (a session, a delay).
 */
export async function firstVisitIn(
  url: string,
  row: string,
  prepare: (page: Page) => Promise<unknown> = async () => undefined,
): Promise<{ ms: number; timeline: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await rowWatchingPage(browser, row);
    await prepare(page);
    await page.goto(url);
    await page.getByRole('button', { name: row, exact: true }).waitFor();
    return { ms: await firstRowOf(page), timeline: await page.evaluate(visitTimeline) };
  } finally {
    await browser.close();
  }
}
