import {
  againstTarget,
  FIRST_ROW_TARGET_MS,
  median,
  PAGE_TARGET_KB,
  type PageFigures,
} from './file-list-pages.js';
import { describeFloor, type FirstPaintFloor } from './first-paint-floor.js';
import { machine } from './server-process.js';

/** What `npm run bench:file-list` measured (first rows in ms from the navigation's start or the click). */
export interface FileListFigures {
  count: number;
  wholeListMs: number;
  wholeListBytes: number;
  paged: PageFigures;
  /** Each list answer the browser read, in KB. */
  browserPages: number[];
  firstVisits: number[];
  smallFirstVisits: number[];
  distantVisits: number[];
  floor: FirstPaintFloor;
  reloads: number[];
  inApp: number[];
  firstVisitTimeline: string[];
  scrollSeconds: number;
  frames: number[];
  maxRows: number;
}

/** Prints the bench's tables and each figure against the targets. */
export function printFileListReport(f: FileListFigures): void {
  const sorted = [...f.frames].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  console.log(`\n${machine()}, ${new Date().toISOString().slice(0, 10)}`);
  console.log(
    `| files | GET /audio, whole list (median of 5) | JSON | first row (first visit, median) | scroll to end | frames | p50 / p95 / max frame | frames > 50 ms | rows in DOM (max) |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${f.count} | ${f.wholeListMs.toFixed(0)} ms | ${(f.wholeListBytes / 1024 ** 2).toFixed(1)} MiB | ${median(f.firstVisits).toFixed(0)} ms | ${f.scrollSeconds.toFixed(1)} s | ${f.frames.length} | ${pct(50).toFixed(1)} / ${pct(95).toFixed(1)} / ${pct(100).toFixed(1)} ms | ${f.frames.filter((frame) => frame > 50).length} | ${f.maxRows} |`,
  );
  console.log('\nPaged (limit=100, what the web app asks for):');
  console.log(
    `| pages | first page (median of 5) | first page JSON | page time median / max | largest page | browser: list answers read, largest |`,
  );
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${f.paged.pages} (${f.paged.files} files, each once) | ${f.paged.firstPageMs.toFixed(0)} ms | ${f.paged.firstPageKB.toFixed(1)} KB | ${f.paged.medianPageMs.toFixed(0)} / ${f.paged.maxPageMs.toFixed(0)} ms | ${f.paged.maxPageKB.toFixed(1)} KB | ${f.browserPages.length}, ${Math.max(0, ...f.browserPages).toFixed(1)} KB |`,
  );
  console.log(
    `\nfirst row in the browser, first visit (a browser just started, median of 5): ${againstTarget(median(f.firstVisits), FIRST_ROW_TARGET_MS, 'ms')}`,
  );
  console.log(
    `  the same for a folder of one file (median of 5): ${median(f.smallFirstVisits).toFixed(0)} ms; each visit, ${f.count} files: ${f.firstVisits.map(Math.round).join(', ')}; one file: ${f.smallFirstVisits.map(Math.round).join(', ')}`,
  );
  console.log(
    `  the same over a 150 ms round trip (emulated, median of 5): ${median(f.distantVisits).toFixed(0)} ms; each visit: ${f.distantVisits.map(Math.round).join(', ')}`,
  );
  console.log(
    `  a just-started browser's first row before any app, on this machine: ${describeFloor(f.floor)}`,
  );
  console.log(
    `first row in the browser, reloads (median of 4): ${againstTarget(median(f.reloads), FIRST_ROW_TARGET_MS, 'ms')}`,
  );
  console.log(
    `first row in the browser, the folder opened from the sidebar (median of 5): ${againstTarget(median(f.inApp), FIRST_ROW_TARGET_MS, 'ms')}`,
  );
  console.log(`\nThe first visit, from the navigation's start:\n${f.firstVisitTimeline.join('\n')}\n`);
  console.log(`first page from the API: ${againstTarget(f.paged.firstPageMs, FIRST_ROW_TARGET_MS, 'ms')}`);
  const largest = Math.max(f.paged.maxPageKB, ...f.browserPages);
  console.log(`largest page: ${againstTarget(largest, PAGE_TARGET_KB, 'KB', 1)}`);
}
