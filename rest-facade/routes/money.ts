import { MoneyWarningsDocument, PostbackUrlsDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Money warnings and postback URLs (docs/tracking-model.md "Clicks costed without a rate", docs/conversions.md). */
export const moneyRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/money-warnings',
    operation: MoneyWarningsDocument,
    status: 200,
    summary:
      'Clicks costed 0 for want of a currency rate (by campaign, pair and UTC day; re-costed once a rate exists) and ' +
      'paused or archived campaigns with clicks charged today',
    tag: 'reports',
    example: {
      response: {
        unpriced: [
          {
            campaign_id: '5b1e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
            campaign_name: 'Push US',
            currency: 'USD',
            base_currency: 'EUR',
            day: '2026-12-07',
            clicks: 42,
            amount: '2.1',
          },
        ],
        paused: [
          {
            campaign_id: '7c2d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
            campaign_name: 'Pops DE',
            clicks: 17,
            cost: '0.85',
          },
        ],
        rates_link: '/rates',
      },
    },
  },
  {
    method: 'GET',
    path: '/postback-urls',
    operation: PostbackUrlsDocument,
    status: 200,
    summary:
      'Ready-to-paste postback URLs (query: network_id, or campaign_id for the networks its flows send to; neither: ' +
      'the generic one), with the workspace postback key and the network template’s macros',
    tag: 'tracking',
    example: {
      response: [
        {
          network_id: '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b',
          network_name: 'Leadbit',
          template: 'Leadbit',
          url:
            'https://track.example.com/3f2a9c0d8e7b6a5f4e3d2c1b0a9f8e7d/postback' +
            '?subid={sub1}&status={status}&payout={payout}&txid={lead_id}',
        },
      ],
    },
  },
];
