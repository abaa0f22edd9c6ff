import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'revcontent',
  name: 'Revcontent',
  category: 'native',
  parameters: {
    ad_campaign: {
      param: 'boost_id',
      macro: '{boost_id}',
    },
    creative: {
      param: 'content_id',
      macro: '{content_id}',
    },
    site: {
      param: 'widget_id',
      macro: '{widget_id}',
    },
    cost: {
      param: 'cpc',
      macro: '{adv_cpc}',
    },
    external_id: {
      param: 'rc_uuid',
      macro: '{rc_uuid}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'adv_targeting',
      macro: '{adv_targeting}',
    },
  ],
  postback_url:
    'https://trends.revcontent.com/api/v1/conversion.php?api_key=API_KEY&uuid={external_id}&amount={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace API_KEY with the conversion API key of your Revcontent account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
