import { z } from 'zod';
import { ZWebhookComment } from './comment.js';
import { ZTranscriptStatus } from './transcript-status.js';

/** The events a webhook can subscribe to; `webhook.test` is only sent by "send test event". */
export const WEBHOOK_EVENTS = ['transcript.completed', 'transcript.failed', 'comment.created'] as const;
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);
export type TWebhookEvent = z.infer<typeof ZWebhookEvent>;
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
export const WEBHOOK_URL_MAX = 2000;

export const ZWebhook = z.object({
  webhook_id: z.number().int(),
  webhook_url: z.string(),
  webhook_events: z.array(ZWebhookEvent),
  /** ISO 8601, UTC. */
  webhook_created_at: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

export const ZWebhookListResponse = z.object({ success: z.literal(true), data: z.array(ZWebhook) });

export const ZCreateWebhookRequest = z.object({
  webhook_url: z
    .string({ error: 'Please enter the address to send events to.' })
    .trim()
    .max(WEBHOOK_URL_MAX, { error: `An address may be at most ${WEBHOOK_URL_MAX} characters.` })
    .pipe(z.url({ protocol: /^https?$/, error: 'Please enter an http:// or https:// address.' })),
  webhook_events: z
    .array(ZWebhookEvent, { error: 'Please choose at least one event.' })
    .min(1, { error: 'Please choose at least one event.' })
    .max(WEBHOOK_EVENTS.length),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

/** The new webhook with its signing secret, which is never shown again. */
export const ZCreateWebhookResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZWebhook.extend({ webhook_secret: z.string() }),
});
export type TCreateWebhookResponse = z.infer<typeof ZCreateWebhookResponse>;

export const ZWebhookDeliveryStatus = z.enum(['pending', 'retrying', 'delivered', 'failed']);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;

export const ZWebhookDelivery = z.object({
  webhook_delivery_id: z.number().int(),
  webhook_delivery_event: z.string(),
  webhook_delivery_status: ZWebhookDeliveryStatus,
  webhook_delivery_attempts: z.number().int(),
  /** The receiver's HTTP status on the last attempt; null when none answered. */
  webhook_delivery_response_code: z.number().int().nullable(),
  webhook_delivery_error: z.string().nullable(),
  /** ISO 8601, UTC: when the event happened, and when the delivery last changed. */
  webhook_delivery_created_at: z.string(),
  webhook_delivery_updated_at: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** The webhook's latest deliveries, newest first. */
export const ZWebhookDeliveryListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZWebhookDelivery),
});

/** The body POSTed to a webhook. */
export const ZWebhookPayload = z.object({
  /** The delivery's id: the same on every retry, so a receiver can ignore repeats. */
  id: z.number().int(),
  event: z.union([ZWebhookEvent, z.literal(WEBHOOK_TEST_EVENT)]),
  created_at: z.string(),
  data: z.object({
    transcript_id: z.number().int().nullable(),
    audio_id: z.number().int().nullable(),
    file_name: z.string().nullable(),
    status: ZTranscriptStatus.nullable(),
    error_message: z.string().nullable(),
    /** `comment.created`: the new comment (its transcript and file are the fields above). */
    comment: ZWebhookComment.optional(),
  }),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
