import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'evadav',
  name: 'Evadav',
  category: 'push',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '[CAMPAIGN_ID]',
    },
    creative: {
      param: 'creative_id',
      macro: '[CREATIVE_ID]',
    },
    site: {
      param: 'site',
      macro: '[SITE_ID]',
    },
    cost: {
      param: 'cost',
      macro: '[COST]',
    },
    external_id: {
      param: 'clickid',
      macro: '[CLICK_ID]',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'country',
      macro: '[COUNTRY]',
    },
  ],
  postback_url: 'https://evadav.com/phpost?clickid={external_id}&sum={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: '',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
