import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'exoclick',
  name: 'ExoClick',
  category: 'adult',
  parameters: {
    ad_campaign: {
      param: 'campaign_id',
      macro: '{campaign_id}',
    },
    creative: {
      param: 'variation_id',
      macro: '{variation_id}',
    },
    site: {
      param: 'zone_id',
      macro: '{zone_id}',
    },
    external_id: {
      param: 'conversions_tracking',
      macro: '{conversions_tracking}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'site_id',
      macro: '{site_id}',
    },
    {
      sub_id: 2,
      param: 'country',
      macro: '{country}',
    },
    {
      sub_id: 3,
      param: 'src_hostname',
      macro: '{src_hostname}',
    },
  ],
  postback_url: 'https://s.magsrv.com/tag.php?goal=GOAL_ID&tag={external_id}&value={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes:
    'Replace GOAL_ID with the goal id of the conversion goal created in ExoClick.' +
    ' Checked: the postback is tag.php?goal=GOAL_ID&tag=<{conversions_tracking} value> and the click' +
    " token is {conversions_tracking} (ExoClick's Conversion Tracking API); the host s.magsrv.com" +
    ' and the value parameter are not on that page (its example host is a placeholder): copy the URL' +
    ' from your ExoClick goal.',
  checked_against: 'https://docs.exoclick.com/docs/conversion-tracking-api/',
};
