import type { SourceTemplate } from '../template.shapes';

export const template: SourceTemplate = {
  id: 'propellerads',
  name: 'PropellerAds',
  category: 'push',
  parameters: {
    ad_campaign: {
      param: 'campaignid',
      macro: '${campaignid}',
    },
    creative: {
      param: 'bannerid',
      macro: '${bannerid}',
    },
    site: {
      param: 'zoneid',
      macro: '${zoneid}',
    },
    cost: {
      param: 'cost',
      macro: '${cost}',
    },
    external_id: {
      param: 'subid',
      macro: '${SUBID}',
    },
  },
  sub_id_parameters: [
    {
      sub_id: 1,
      param: 'geo',
      macro: '${geo}',
    },
    {
      sub_id: 2,
      param: 'os',
      macro: '${os}',
    },
  ],
  postback_url:
    'https://ad.propellerads.com/conversion.php?aid=AID&pid=&tid=TID&visitor_id={external_id}&payout={payout}',
  postback_currency: 'USD',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace AID and TID with the values of the conversion tracking page of your PropellerAds account.',
  unchecked:
    "not checked against the platform's public documentation in this build (no copy of it was " +
    'reachable); values as commonly used in tracker integrations — verify the placeholders in ' +
    "the platform's tracking settings",
};
