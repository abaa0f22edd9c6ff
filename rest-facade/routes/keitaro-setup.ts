import { ImportKeitaroSetupDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** A small Keitaro set-up as its Admin API answers it: the Postman body (a dry run, so it passes on any workspace). */
const SETUP = {
  campaigns: [
    {
      id: 7,
      alias: 'kt-demo-7',
      name: 'KT demo',
      type: 'position',
      state: 'active',
      cost_type: 'CPC',
      cost_value: 0.02,
    },
  ],
  streams: [
    {
      id: 70,
      campaign_id: 7,
      type: 'regular',
      name: 'Germany',
      position: 1,
      schema: 'landings',
      filters: [{ name: 'country', mode: 'accept', payload: ['DE'] }],
      offers: [{ offer_id: 3, share: 100 }],
    },
    {
      id: 71,
      campaign_id: 7,
      type: 'default',
      name: 'Others',
      position: 2,
      schema: 'action',
      action_type: 'status404',
    },
  ],
  offers: [
    {
      id: 3,
      name: 'KT offer',
      offer_type: 'external',
      action_payload: 'https://offer.example/?s={subid}',
      payout_value: 4,
    },
  ],
};

/** A whole set-up from Keitaro (docs/import.md). */
export const keitaroSetupRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/import/keitaro-setup',
    operation: ImportKeitaroSetupDocument,
    status: 200,
    summary:
      'Import a whole set-up from Keitaro (body: dry_run, and url with api_key, or setup with the Admin API lists): ' +
      'the plan (created, translated with the rule used, not carried with the reason); without dry_run it is ' +
      'created, one transaction per campaign, and a second run creates nothing',
    tag: 'import',
    bodyLimit: 64 * 1024 * 1024,
    example: {
      request: { dry_run: true, setup: SETUP },
      response: {
        dry_run: true,
        create: [
          {
            kind: 'offer',
            keitaro_id: '3',
            name: 'KT offer',
            campaign_keitaro_id: null,
            input: { name: 'KT offer', url: 'https://offer.example/?s={click_id}', payout: '4' },
          },
        ],
        existing: [],
        translated: [{ kind: 'offer', keitaro_id: '3', name: 'KT offer', field: 'url', rule: '{subid} → {click_id}' }],
        not_carried: [],
        created: [],
      },
    },
  },
];
