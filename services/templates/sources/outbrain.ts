import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'outbrain',
  name: 'Outbrain',
  category: 'native',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{{campaign_id}}',
    },
    creative: {
      param: 'ad_id',
      macro: '{{ad_id}}',
    },
    site: {
      param: 'section_id',
      macro: '{{section_id}}',
    },
    external_id: {
      param: 'ob_click_id',
      macro: '{{ob_click_id}}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'publisher',
      macro: '{{publisher_name}}',
    },
    {
      sub_id: 2,
      param: 'section',
      macro: '{{section_name}}',
    },
  ],
  postback_url:
    'https://tr.outbrain.com/unifiedPixel?ob_click_id={external_id}&name=EVENT_NAME&' +
    'orderValue={payout}&currency={currency}&orderId={transaction_id}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace EVENT_NAME with the conversion name defined in Outbrain.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
