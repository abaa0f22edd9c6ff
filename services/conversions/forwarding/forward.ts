import type { AppServices } from '../../context';
import { emitWebhookEvent } from '../../webhooks/emit';
import { capiBody, capiUrl } from './capi';
import type { DeliveryJobData, ForwardJobData } from './job-data';
import { postbackMoney } from './postback-money';
import { renderPostbackUrl } from './postback-url';
import { sourceChannels } from './source-channels';

const MARKER_TTL_SECONDS = 7 * 86_400;

/** Adds the delivery of a channel; the caller's queue owns the job id, so a re-run adds nothing new. */
export type EnqueueDelivery = (job: DeliveryJobData) => Promise<unknown>;

/**
 * Skips `step` when an earlier run of this job completed it. The marker is set only after the
 * step succeeded: set before, a run that died mid-step (crash, job time-out, or a Redis answer
 * lost with its connection) would leave it and every retry would skip a step never done. So a
 * step may run twice, and each is idempotent: the webhook event has a stable id (the write id)
 * and deliveries have job ids and per-attempt markers (delivery.ts).
 */
async function once(
  services: AppServices,
  writeId: string,
  channel: string,
  step: () => Promise<unknown>,
): Promise<void> {
  const key = `${services.config.redisPrefix}conv:forwarded:${writeId}:${channel}`;
  if (await services.redis.exists(key)) return;
  await step();
  await services.redis.set(key, '1', { EX: MARKER_TTL_SECONDS });
}

/**
 * Forwards one committed conversion write (spec: Events): the `conversion.created` webhook event,
 * the outbound postback to the click's traffic source (when it has a URL and the status is one of
 * its postback_statuses) and the CAPI event (when the source has a pixel and a token and the status
 * has an event). Writes without a valid browser token never get here (forward_state none). A write
 * that did not commit, or was already forwarded, is skipped.
 */
export async function forwardWrite(
  services: AppServices,
  job: ForwardJobData,
  enqueue: EnqueueDelivery,
): Promise<string> {
  const { pool } = services.conversions;
  const { rows } = await pool.query(
    `select w.forward_state, w.revision, w.from_status, w.from_amount::float8 as from_amount, w.from_currency,
            to_json(c) as conversion
       from conversion_writes w
       join conversions c on c.click_created_at = w.click_created_at and c.conversion_id = w.conversion_id
      where w.write_id = $1`,
    [job.write_id],
  );
  if (!rows[0]) return 'missing';
  if (rows[0].forward_state !== 'pending') return 'already forwarded';
  const write = rows[0] as {
    revision: number;
    from_status: string | null;
    from_amount: number | null;
    from_currency: string | null;
  };
  const row = rows[0].conversion as Record<string, unknown> & {
    click_id: string;
    source_id: string | null;
    external_click_id: string | null;
    origin: string;
  };

  await once(services, job.write_id, 'webhook', () =>
    emitWebhookEvent(
      services,
      job.workspace_id,
      'conversion.created',
      {
        conversion_id: job.conversion_id,
        click_id: row.click_id,
        campaign_id: (row.campaign_id as string) ?? null,
        flow_id: (row.flow_id as string) ?? null,
        offer_id: (row.offer_id as string) ?? null,
        status: job.status,
        payout: Number(job.payout ?? job.amount),
        currency: job.payout !== null ? job.base_currency : job.currency,
        transaction_id: job.txid ?? '',
        timestamp: new Date(job.at),
        revision: write.revision,
        previous_status: write.from_status,
        previous_amount: write.from_amount,
        previous_currency: write.from_currency,
      },
      { eventId: job.write_id },
    ),
  );

  const source = row.source_id
    ? (await services.conversions.configs.get(job.workspace_id)).sources.get(row.source_id)
    : undefined;
  const base = {
    write_id: job.write_id,
    workspace_id: job.workspace_id,
    conversion_id: job.conversion_id,
    click_id: row.click_id,
    source_id: row.source_id!,
    attempt: 1,
  };
  const channels = sourceChannels(source, job.status, job.status_bucket, job.event);
  if (source && channels.postback) {
    const money = await postbackMoney(services.conversions.configs, job, source.postback_currency);
    const url = renderPostbackUrl(source.postback_url!, job, row, money);
    await once(services, job.write_id, 'postback', () => enqueue({ ...base, channel: 'postback', url, method: 'GET' }));
  }
  if (source && channels.capi) {
    const body = capiBody(
      job,
      channels.capi,
      { ...row, click_created_at: job.click_created_at },
      source.capi_test_event_code,
    );
    await once(services, job.write_id, 'capi', () =>
      enqueue({
        ...base,
        channel: 'capi',
        url: capiUrl(services.config.capiBaseUrl, source.capi_pixel_id!),
        method: 'POST',
        body,
      }),
    );
  }
  await pool.query(`update conversion_writes set forward_state = 'done', forward_data = null where write_id = $1`, [
    job.write_id,
  ]);
  return 'forwarded';
}
