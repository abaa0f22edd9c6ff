import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../infra/config';
import { startRuntime, type RuntimeServices } from '../app/runtime';
import { createRule } from '../services/rules/rules';
import { createWebhook } from '../services/webhooks/webhooks';
import { createSavedReport } from '../reports/saved-reports';
import { customMetricNames } from '../reports/rule-metrics';

/** A desktop Chrome user agent, so the demo click routes as a person's would. */
export const DEMO_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/**
 * What a new demo workspace holds beside its catalogue, so every list of the app and of the
 * Postman collection has an item: a saved report (the demo user's), a rule that only notifies,
 * and a webhook (created disabled, as every webhook is: nothing leaves the machine).
 */
export async function seedDemoExtras(services: RuntimeServices, workspaceId: string, userId: string): Promise<void> {
  const em = services.orm.em.fork();
  await createSavedReport(services.reportPool, workspaceId, userId, {
    name: 'Countries, last 7 days',
    definition: { dimensions: ['country'], period: '7d' },
  });
  await createRule(
    em,
    workspaceId,
    {
      name: 'Notify on losing campaigns',
      target_kind: 'campaign',
      condition: 'roi < -30 AND clicks >= 100',
      window_kind: 'today',
      every_minutes: 15,
      min_clicks: 100,
      on_fire: [{ type: 'notify' }],
    },
    customMetricNames(services.reportPool),
  );
  await createWebhook(em, services, workspaceId, {
    name: 'Orders (disabled)',
    url: 'https://hooks.example.com/orders',
    events: ['rule.fired'],
  });
}

/**
 * One click through the Click API of a service started in this process (no port: Fastify's
 * inject), as the printed curl sends it: the demo workspace traces every click, so the traffic
 * log and the trace of a click have an item. The click is durable in the Redis stream when this
 * returns; the running service's consumer (or the next one started) writes it. Its id, or null.
 */
export async function sendDemoClick(
  config: Config,
  log: FastifyBaseLogger,
  apiKey: string,
  campaignAlias: string,
): Promise<string | null> {
  const runtime = await startRuntime(config, { http: true, workers: false, logger: false }, log);
  try {
    const response = await runtime.app!.inject({
      method: 'POST',
      url: '/click-api/v3',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      payload: { campaign: campaignAlias, ip: '73.15.20.9', user_agent: DEMO_USER_AGENT },
    });
    return response.statusCode === 200 ? ((response.json() as { click_id?: string }).click_id ?? null) : null;
  } finally {
    await runtime.close();
  }
}
