import type { TWebhookPayload } from '@transcribe/contract';
import { postWebhook } from '../../adapters/webhooks/post-webhook.js';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { audioById } from '../../db/repositories/audio.js';
import { transcriptById } from '../../db/repositories/transcripts.js';
import {
  deliveryWithWebhook,
  insertDelivery,
  recordAttempt,
  setDeliveryBody,
  webhooksFor,
} from '../../db/repositories/webhooks.js';
import type { WebhookRow } from '../../db/schema.js';
import type { Logger } from '../../domain/logger.js';
import type { GenericJob, GenericJobOptions, JobQueue } from '../../jobs/job-queue.js';

export const WEBHOOK_DELIVERY_JOB = 'webhook-delivery';

/** Attempts after the first: waits of 20 s doubling 12 times add up to about a day (22.75 h). */
const RETRY_LIMIT = 12;

export interface WebhookDeliveryData {
  deliveryId: number;
}

export const webhookJobOptions = (config: Config): GenericJobOptions => ({
  retryLimit: RETRY_LIMIT,
  retryDelaySeconds: config.webhooks.retryDelaySeconds,
  expireSeconds: 60,
});

type EventData = TWebhookPayload['data'];

/** Logs a delivery of `event` to `hook` and queues it, both in `trx`. */
export async function queueDelivery(
  trx: Db,
  queue: JobQueue,
  config: Config,
  hook: WebhookRow,
  event: TWebhookPayload['event'],
  data: EventData,
): Promise<number> {
  const delivery = await insertDelivery(trx, { webhook_id: hook.id, event, body: '' });
  const payload: TWebhookPayload = { id: delivery.id, event, created_at: delivery.created_at, data };
  await setDeliveryBody(trx, delivery.id, JSON.stringify(payload));
  await queue.sendJob<WebhookDeliveryData>(
    trx,
    WEBHOOK_DELIVERY_JOB,
    { deliveryId: delivery.id },
    webhookJobOptions(config),
  );
  return delivery.id;
}

/** Queues `event` for every webhook of `userId` that wants it, in `trx`: the transaction that makes it true. */
export async function queueUserEvent(
  trx: Db,
  queue: JobQueue,
  config: Config,
  userId: number,
  event: TWebhookPayload['event'],
  data: EventData,
): Promise<void> {
  for (const hook of await webhooksFor(trx, userId, event)) {
    await queueDelivery(trx, queue, config, hook, event, data);
  }
}

/**
 * Queues `transcript.completed` or `transcript.failed` for every webhook of the transcript's owner that
 * wants it, in `trx`: the transaction that marks the transcript so, so the event exists exactly when the
 * new status does.
 */
export async function queueTranscriptEvent(
  trx: Db,
  queue: JobQueue,
  config: Config,
  transcriptId: number,
  event: 'transcript.completed' | 'transcript.failed',
): Promise<void> {
  const transcript = await transcriptById(trx, transcriptId);
  if (!transcript) return;
  const hooks = await webhooksFor(trx, transcript.user_id, event);
  if (hooks.length === 0) return;
  const audio = await audioById(trx, transcript.audio_id);
  const data: EventData = {
    transcript_id: transcript.id,
    audio_id: transcript.audio_id,
    file_name: audio?.file_name ?? null,
    status: transcript.status,
    error_message: transcript.error_message,
  };
  for (const hook of hooks) await queueDelivery(trx, queue, config, hook, event, data);
}

/** One attempt of a delivery; throws (so the queue retries later) unless the receiver answered 2xx. */
export function deliverWebhook({ db, config }: AppContext, log: Logger) {
  return async (job: GenericJob<WebhookDeliveryData>): Promise<void> => {
    const delivery = await deliveryWithWebhook(db, job.data.deliveryId);
    if (!delivery || delivery.status === 'delivered') return; // its webhook was deleted, or done already
    const outcome = await postWebhook(
      delivery.url,
      delivery.body,
      delivery.secret,
      config.webhooks.allowPrivateAddresses,
    );
    const delivered = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
    const error =
      outcome.status === null ? outcome.error : delivered ? null : `The receiver answered ${outcome.status}.`;
    await recordAttempt(db, delivery.id, {
      status: delivered ? 'delivered' : job.lastAttempt ? 'failed' : 'retrying',
      attempts: job.attempt,
      response_code: outcome.status,
      last_error: error,
    });
    if (!delivered) {
      log.info({ deliveryId: delivery.id, attempt: job.attempt, error }, 'webhook delivery failed');
      throw new Error(error ?? 'webhook delivery failed');
    }
  };
}
