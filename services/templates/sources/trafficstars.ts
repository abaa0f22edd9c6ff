import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'trafficstars',
  name: 'TrafficStars',
  category: 'adult',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    creative: {
      param: 'creative_id',
      macro: '{creative_id}',
    },
    site: {
      param: 'site_id',
      macro: '{site_id}',
    },
    cost: {
      param: 'cost',
      macro: '{cost}',
    },
    external_id: {
      param: 'clickid',
      macro: '{click_id}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'zone_id',
      macro: '{zone_id}',
    },
    {
      sub_id: 2,
      param: 'country',
      macro: '{country}',
    },
  ],
  postback_url: 'https://tsyndicate.com/api/v1/cpa/action?value={payout}&clickid={external_id}&key=API_KEY',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace API_KEY with the postback key of your TrafficStars account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
