import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { AppContext } from '../app-context.js';
import { jobCountsByStatus, transcriptCountsByStatus } from '../db/repositories/operations.js';

/** Whether the database answers: what a load balancer needs to know before sending traffic here. */
export async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  try {
    await sql`select 1`.execute(ctx.db);
    return true;
  } catch {
    return false;
  }
}

/** The bearer token of a request matches the configured metrics token (compared in constant time). */
export function metricsTokenMatches(expected: string, authorization: string | undefined): boolean {
  const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics of this process (memory, CPU, event loop) and of the whole deployment, read from the
 * database at each scrape so every API process reports the same queue: jobs by state (the queue's depth
 * is `pending`, its outcomes `done`, `failed` and `cancelled`) and transcripts by status.
 */
export function createMetrics(ctx: AppContext) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'transcribe_' });
  new Gauge({
    name: 'transcribe_jobs',
    help: 'Transcription jobs by state, across all workers.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await jobCountsByStatus(ctx.db)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'transcribe_transcripts',
    help: 'Transcripts by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { status, count } of await transcriptCountsByStatus(ctx.db)) this.set({ status }, count);
    },
  });
  return { contentType: registry.contentType, text: () => registry.metrics() };
}
