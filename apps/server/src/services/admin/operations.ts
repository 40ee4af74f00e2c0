import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { pingDatabase, transcriptCountsByStatus } from '../../db/repositories/operations.js';

/** Whether the database answers: what a load balancer needs to know before sending traffic here. */
export function databaseAnswers(ctx: AppContext): Promise<boolean> {
  return pingDatabase(ctx.db);
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
 * is `queued`, its outcomes `done`, `failed` and `cancelled`) and transcripts by status. prom-client is
 * loaded here, only when a metrics token is configured, not by every process at start-up.
 */
export async function createMetrics(ctx: AppContext) {
  const { collectDefaultMetrics, Gauge, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'transcribe_' });
  const byStatus = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['status'], registers: [registry] });
  const gauges = {
    jobs: byStatus('transcribe_jobs', 'Transcription jobs by state, across all workers.'),
    transcripts: byStatus('transcribe_transcripts', 'Transcripts by status.'),
  };
  return {
    contentType: registry.contentType,
    async text() {
      const [jobs, transcripts] = await Promise.all([ctx.queue.counts(), transcriptCountsByStatus(ctx.db)]);
      for (const gauge of Object.values(gauges)) gauge.reset();
      for (const { status, count } of jobs) gauges.jobs.set({ status }, count);
      for (const { status, count } of transcripts) gauges.transcripts.set({ status }, count);
      return registry.metrics();
    },
  };
}
