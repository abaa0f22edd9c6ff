import {
  AffiliateNetworkTemplatesDocument,
  CreateAffiliateNetworkFromTemplateDocument,
  CreateTrafficSourceFromTemplateDocument,
  SourceTemplatesDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

const SOURCE_TEMPLATE = {
  id: 'propellerads',
  name: 'PropellerAds',
  category: 'push',
  parameters: {
    ad_campaign: { param: 'campaignid', macro: '${campaignid}' },
    adset: null,
    creative: { param: 'bannerid', macro: '${bannerid}' },
    site: { param: 'zoneid', macro: '${zoneid}' },
    keyword: null,
    cost: { param: 'cost', macro: '${cost}' },
    external_id: { param: 'subid', macro: '${SUBID}' },
  },
  sub_id_parameters: [{ sub_id: 1, param: 'geo', macro: '${geo}' }],
  postback_url:
    'https://ad.propellerads.com/conversion.php?aid=AID&pid=&tid=TID&visitor_id={external_id}&payout={payout}',
  postback_statuses: ['lead', 'sale'],
  notes: 'Replace AID and TID with the values of the conversion tracking page of your PropellerAds account.',
  checked_against: null,
  unchecked: 'not checked against the platform’s public documentation in this build …',
};

const NETWORK_TEMPLATE = {
  id: 'dr-cash',
  name: 'Dr.Cash',
  category: 'nutra',
  offer_params: 'sub1={click_id}',
  postback_params: 'subid={sub1}&status={status}&payout={payout}&txid={uuid}',
  status_mapping: { hold: 'lead', approved: 'sale', rejected: 'rejected', trash: 'trash' },
  notes: '',
  checked_against: null,
  unchecked: 'not checked against the network’s public documentation in this build …',
};

const CREATED = {
  id: '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b',
  created_at: '2026-11-27T09:12:03.000Z',
  updated_at: '2026-11-27T09:12:03.000Z',
  deleted_at: null,
  archived_at: null,
};

/** Templates for traffic sources and affiliate networks (docs/templates.md). */
export const templateRoutes: FacadeRoute[] = [
  {
    method: 'GET',
    path: '/templates/sources',
    operation: SourceTemplatesDocument,
    status: 200,
    summary:
      'The traffic source templates shipped with the service, as {items, total}: link tokens, sub ids, postback URL with the service’s ' +
      'macros, and whether the facts were checked against the platform’s documentation',
    tag: 'sources',
    example: { response: { items: [SOURCE_TEMPLATE], total: 1 } },
  },
  {
    method: 'GET',
    path: '/templates/affiliate-networks',
    operation: AffiliateNetworkTemplatesDocument,
    status: 200,
    summary:
      'The affiliate network templates shipped with the service, as {items, total}: the offer link’s click-id parameter, the ' +
      'postback query with the network’s macros, the status map',
    tag: 'affiliate-networks',
    example: { response: { items: [NETWORK_TEMPLATE], total: 1 } },
  },
  {
    method: 'POST',
    path: '/sources/from-template',
    operation: CreateTrafficSourceFromTemplateDocument,
    status: 201,
    summary: 'Create a traffic source from a template (body: template, optional name); 404 for an unknown template',
    tag: 'sources',
    example: {
      request: { template: 'propellerads', name: 'Propeller push' },
      response: {
        ...CREATED,
        name: 'Propeller push',
        parameters: SOURCE_TEMPLATE.parameters,
        sub_id_parameters: SOURCE_TEMPLATE.sub_id_parameters,
        postback_url: SOURCE_TEMPLATE.postback_url,
        postback_statuses: ['lead', 'sale'],
        postback_secret_set: false,
        capi_pixel_id: null,
        capi_access_token_set: false,
        capi_test_event_code: null,
        group_id: null,
        notes: `From the PropellerAds template. ${SOURCE_TEMPLATE.notes}`,
      },
    },
  },
  {
    method: 'POST',
    path: '/affiliate-networks/from-template',
    operation: CreateAffiliateNetworkFromTemplateDocument,
    status: 201,
    summary: 'Create an affiliate network from a template (body: template, optional name); 404 for an unknown template',
    tag: 'affiliate-networks',
    example: {
      request: { template: 'dr-cash' },
      response: {
        ...CREATED,
        name: 'Dr.Cash',
        offer_params: NETWORK_TEMPLATE.offer_params,
        status_mapping: NETWORK_TEMPLATE.status_mapping,
        notes: `From the Dr.Cash template. Postback parameters to set at Dr.Cash: ${NETWORK_TEMPLATE.postback_params}.`,
      },
    },
  },
];
