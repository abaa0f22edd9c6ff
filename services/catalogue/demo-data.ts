import { aliasTaken, createCampaign } from './campaigns';
import { importRates } from './currency-rates';
import { createFlow } from './flows';
import { createLanding } from './landings';
import { createNetwork } from './networks';
import { createOffer } from './offers';
import type { TrackingScope } from './scope';
import { createSource } from './sources';
import { createCustomStatus } from './statuses';

export interface DemoSummary {
  campaigns: { id: string; name: string; alias: string; url: string; tracking_url: string; flows: number }[];
  landings: number;
  offers: number;
  sources: number;
  networks: number;
}

/** A short stretch of ECB reference rates (EUR base), so EUR and GBP payouts convert. */
const DEMO_RATES = `Date,USD,JPY,GBP,
2024-01-05,1.0921,158.19,0.8612,
2024-01-04,1.0953,159.32,0.8631,
2024-01-03,1.0919,156.32,0.8630,
`;

/**
 * Fills a workspace with the configuration of a small but realistic media-buying setup: two
 * traffic sources, an affiliate network with a status map, offers in two currencies, external
 * and hosted landings, and three campaigns whose flows use most filter types and schemes.
 * Used by `npm run seed:demo` (and so by the benchmarks and the web UI) and by its test.
 * Visitors are sent to `.example` hosts, every offer URL carries {click_id}, and no source has an
 * outbound postback URL, a postback secret or a Conversions API token: the service itself contacts
 * nothing off the machine, and a postback to the printed URL needs no signature.
 */
export async function seedDemoData(scope: TrackingScope): Promise<DemoSummary> {
  const catalogue = await seedDemoCatalogue(scope);
  const campaigns: DemoSummary['campaigns'] = [];
  const sweepsCampaign = await seedKetoAndSweeps(scope, catalogue, campaigns);
  await seedVpn(scope, catalogue, campaigns, sweepsCampaign.id);
  await importRates(scope, DEMO_RATES, 'EUR');
  return { campaigns, landings: 4, offers: 5, sources: 2, networks: 2 };
}

/** The demo's statuses, sources, networks, offers and landings. */
async function seedDemoCatalogue(scope: TrackingScope) {
  await createCustomStatus(scope, { code: 'upsell', name: 'Upsell', counts_as: 'sales' });
  await createCustomStatus(scope, { code: 'hold', name: 'On hold', counts_as: 'leads' });

  const propeller = await createSource(scope, {
    name: 'PropellerAds',
    parameters: {
      ad_campaign: { param: 'campaignid', macro: '{campaignid}' },
      site: { param: 'zone', macro: '{zoneid}' },
      cost: { param: 'cost', macro: '{cost}' },
      external_id: { param: 'subid', macro: '${SUBID}' },
    },
    sub_id_parameters: [
      { sub_id: 1, param: 'os', macro: '{os}' },
      { sub_id: 2, param: 'bid', macro: '{bid}' },
    ],
    // No postback_url, no postback secret: a demo forwards nothing off the machine, and its
    // postback URL works unsigned. Set them on the source to try forwarding (docs/conversions.md).
    postback_statuses: ['sale', 'upsell'],
  });
  const facebook = await createSource(scope, {
    name: 'Facebook Ads',
    parameters: {
      ad_campaign: { param: 'utm_campaign', macro: '{{campaign.name}}' },
      adset: { param: 'adset', macro: '{{adset.name}}' },
      creative: { param: 'ad', macro: '{{ad.name}}' },
      site: { param: 'placement', macro: '{{placement}}' },
      external_id: { param: 'fbclid', macro: '' },
    },
    // No Conversions API pixel or token: the demo sends nothing to Meta.
  });

  const maxbounty = await createNetwork(scope, {
    name: 'MaxBounty',
    offer_params: 's1={click_id}&s2={campaign_id}&s3={sub_id_1}',
    status_mapping: {
      approved: 'sale',
      pending: 'lead',
      declined: 'rejected',
      fraud: 'trash',
      upsell: 'upsell',
      hold: 'hold',
    },
    notes: 'Net-30, weekly payments above $500.',
  });
  const clickdealer = await createNetwork(scope, {
    name: 'ClickDealer',
    offer_params: 'aff_sub={click_id}',
    status_mapping: { '1': 'sale', '2': 'lead', '3': 'rejected' },
  });

  const ketoUs = await createOffer(scope, {
    name: 'Keto Diet – US',
    url: 'https://offers.maxbounty.example/keto?lang=en&s1={click_id}&s2={campaign_id}',
    affiliate_network_id: maxbounty.id,
    payout: '35.00',
    payout_currency: 'USD',
    tags: ['nutra', 'us'],
  });
  const ketoDe = await createOffer(scope, {
    name: 'Keto Diät – DE',
    url: 'https://offers.maxbounty.example/keto?lang=de&s1={click_id}&s2={campaign_id}',
    affiliate_network_id: maxbounty.id,
    payout: '28.50',
    payout_currency: 'EUR',
    tags: ['nutra', 'de'],
  });
  const sweepsFallback = await createOffer(scope, {
    name: 'Sweepstakes – Gift card',
    url: 'https://clickdealer.example/c/giftcard?aff_sub={click_id}',
    affiliate_network_id: clickdealer.id,
    payout: '1.20',
    tags: ['sweeps'],
  });
  const sweeps = await createOffer(scope, {
    name: 'Sweepstakes – Phone',
    url: 'https://clickdealer.example/c/phone?aff_sub={click_id}',
    affiliate_network_id: clickdealer.id,
    payout: '2.10',
    daily_cap: 500,
    cap_time_zone: 'America/New_York',
    cap_fallback_offer_id: sweepsFallback.id,
    tags: ['sweeps'],
  });
  const vpn = await createOffer(scope, {
    name: 'VPN trial – revshare',
    url: 'https://vpn.example/partner?ref={click_id}',
    payout: '40',
    payout_type: 'revshare',
    payout_currency: 'GBP',
    tags: ['software'],
  });

  const quiz = await createLanding(scope, {
    name: 'Keto quiz',
    url: 'https://lp.example/keto-quiz/?c={campaign_id}',
    offers_count: 1,
  });
  const advertorial = await createLanding(scope, {
    name: 'Keto advertorial',
    url: 'https://lp.example/keto-news/',
    click_through: 'meta_refresh',
  });
  const wheel = await createLanding(scope, {
    name: 'Spin the wheel',
    url: 'https://lp.example/wheel/',
    offers_count: 2,
  });
  const vpnLander = await createLanding(scope, {
    name: 'VPN pre-lander (hosted)',
    type: 'hosted',
    click_through: 'javascript',
  });
  return {
    propeller,
    facebook,
    maxbounty,
    clickdealer,
    ketoUs,
    ketoDe,
    sweepsFallback,
    sweeps,
    vpn,
    quiz,
    advertorial,
    wheel,
    vpnLander,
  };
}

type DemoCatalogue = Awaited<ReturnType<typeof seedDemoCatalogue>>;

/** Campaigns 1 and 2 with their flows; answers the sweeps campaign (campaign 3 hands off to it). */
async function seedKetoAndSweeps(scope: TrackingScope, catalogue: DemoCatalogue, campaigns: DemoSummary['campaigns']) {
  const { propeller, ketoUs, ketoDe, sweepsFallback, sweeps, quiz, advertorial, wheel } = catalogue;
  // 1. Keto on PropellerAds: bots filtered out, geo split, a catch-all.
  const keto = await createCampaign(scope, {
    name: 'Keto – PropellerAds – US/DE mobile',
    alias: await demoAlias(scope, 'keto'),
    source_id: propeller.id,
    cost_model: 'cpc',
    cost_value: '0.012',
    cost_currency: 'USD',
    bot_action: 'route',
    tags: ['nutra'],
  });
  const ketoFlows = [
    await createFlow(scope, keto.id, {
      name: 'Bots and datacenters → 404',
      type: 'forced',
      scheme: 'show_404',
      filters: [{ type: 'proxy', kinds: ['datacenter', 'tor'] }],
      save_traffic: false,
    }),
    await createFlow(scope, keto.id, {
      name: 'Blocked IP ranges',
      type: 'forced',
      scheme: 'do_nothing',
      filters: [{ type: 'ip', values: ['192.0.2.0/24', '198.51.100.0/24'] }],
    }),
    await createFlow(scope, keto.id, {
      name: 'US mobile',
      filters: [
        { type: 'country', values: ['US'] },
        { type: 'device_type', values: ['mobile', 'tablet'] },
        { type: 'bot', negate: true },
      ],
      landings: [
        { landing_id: quiz.id, weight: 60 },
        { landing_id: advertorial.id, weight: 40 },
      ],
      offers: [{ offer_id: ketoUs.id }],
      weight: 80,
    }),
    await createFlow(scope, keto.id, {
      name: 'DE German speakers, direct',
      filters: [
        { type: 'country', values: ['DE', 'AT'] },
        { type: 'language', values: ['de'] },
      ],
      offers: [{ offer_id: ketoDe.id }],
      weight: 20,
    }),
    await createFlow(scope, keto.id, {
      name: 'Everyone else',
      type: 'default',
      scheme: 'redirect',
      redirect_url: 'https://www.example.com/?src={source_id}',
    }),
  ];
  campaigns.push({ ...pick(keto), flows: ketoFlows.length });

  // 2. Sweeps worldwide: rotation by position, a schedule, a traffic-split by sub id.
  const sweepsCampaign = await createCampaign(scope, {
    name: 'Sweeps – worldwide – PropellerAds',
    alias: await demoAlias(scope, 'sweeps'),
    source_id: propeller.id,
    cost_model: 'cpm',
    cost_value: '1.20',
    flow_rotation: 'position',
    uniqueness_period_hours: 12,
    bot_action: 'show_404',
    tags: ['sweeps'],
  });
  const sweepsFlows = [
    await createFlow(scope, sweepsCampaign.id, {
      name: 'Night in New York: text page',
      type: 'forced',
      scheme: 'show_text',
      content: 'Come back tomorrow!',
      filters: [{ type: 'schedule', hours: [0, 1, 2, 3, 4, 5], time_zone: 'America/New_York' }],
    }),
    await createFlow(scope, sweepsCampaign.id, {
      name: 'Android zones',
      filters: [
        { type: 'os', values: ['Android'] },
        { type: 'sub_id', sub_id: 2, operator: 'regexp', values: ['^0\\.0[0-9]+$'] },
      ],
      landings: [{ landing_id: wheel.id }],
      offers: [
        { offer_id: sweeps.id, weight: 70 },
        { offer_id: sweepsFallback.id, weight: 30 },
      ],
    }),
    await createFlow(scope, sweepsCampaign.id, {
      name: 'Unique visitors',
      filters: [{ type: 'unique' }],
      offers: [{ offer_id: sweeps.id }],
    }),
    await createFlow(scope, sweepsCampaign.id, {
      name: 'Default',
      type: 'default',
      landings: [{ landing_id: wheel.id }],
      offers: [{ offer_id: sweepsFallback.id }],
    }),
  ];
  campaigns.push({ ...pick(sweepsCampaign), flows: sweepsFlows.length });

  return sweepsCampaign;
}

/** Campaign 3 with its flows. */
async function seedVpn(
  scope: TrackingScope,
  catalogue: DemoCatalogue,
  campaigns: DemoSummary['campaigns'],
  sweepsCampaignId: string,
): Promise<void> {
  const { facebook, vpn, vpnLander } = catalogue;
  // 3. VPN on Facebook: search keywords, a script, a hand-off to the sweeps campaign.
  const vpnCampaign = await createCampaign(scope, {
    name: 'VPN – Facebook – EU',
    alias: await demoAlias(scope, 'vpn'),
    source_id: facebook.id,
    cost_model: 'cpa',
    cost_value: '4.50',
    cost_currency: 'EUR',
    uniqueness_scope: 'workspace',
    bot_action: 'redirect',
    bot_redirect_url: 'https://www.example.com/privacy',
    tags: ['software'],
  });
  const vpnFlows = [
    await createFlow(scope, vpnCampaign.id, {
      name: 'Facebook reviewers',
      type: 'forced',
      scheme: 'show_html',
      content: '<!doctype html><title>Private browsing</title><h1>Stay private online</h1>',
      filters: [{ type: 'isp', operator: 'contains', values: ['facebook'] }],
    }),
    await createFlow(scope, vpnCampaign.id, {
      name: 'Streaming keywords',
      filters: [
        { type: 'keyword', operator: 'contains', values: ['netflix', 'streaming'] },
        { type: 'country', values: ['GB', 'DE', 'FR', 'NL'] },
      ],
      landings: [{ landing_id: vpnLander.id }],
      offers: [{ offer_id: vpn.id }],
    }),
    await createFlow(scope, vpnCampaign.id, {
      name: 'Scripted geo split',
      scheme: 'action_script',
      script: "if (click.country === 'US') return { action: 'redirect', url: 'https://vpn.example/us' };\nreturn null;",
      offers: [{ offer_id: vpn.id }],
      filters: [{ type: 'referrer', operator: 'regexp', values: ['^https://(l|m)\\.facebook\\.com/'] }],
    }),
    await createFlow(scope, vpnCampaign.id, { name: 'Paused test', scheme: 'show_404', state: 'paused' }),
    await createFlow(scope, vpnCampaign.id, {
      name: 'Default: send to sweeps',
      type: 'default',
      scheme: 'send_to_campaign',
      target_campaign_id: sweepsCampaignId,
    }),
  ];
  campaigns.push({ ...pick(vpnCampaign), flows: vpnFlows.length });
}

/** The plain alias when it is free (a second demo workspace gets a suffixed one). */
async function demoAlias(scope: TrackingScope, alias: string): Promise<string> {
  return (await aliasTaken(scope, alias)) ? `${alias}-${scope.workspace_id.slice(0, 8)}` : alias;
}

function pick(campaign: { id: string; name: string; alias: string; url: string; tracking_url: string }) {
  const { id, name, alias, url, tracking_url } = campaign;
  return { id, name, alias, url, tracking_url };
}
