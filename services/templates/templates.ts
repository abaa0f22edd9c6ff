/**
 * Creating a traffic source or an affiliate network from a shipped template (docs/templates.md):
 * the template's fields go through the catalogue's own create services, so validation is the same.
 */
import { createNetwork } from '../catalogue/networks';
import { createSource } from '../catalogue/sources';
import type { AffiliateNetworkView } from '../catalogue/network.shapes';
import type { TrafficSourceView } from '../catalogue/source.shapes';
import type { TrackingScope } from '../catalogue/scope';
import { BadRequestError, NotFoundError } from '../errors';
import { NETWORK_TEMPLATES } from './network-templates';
import { SOURCE_TEMPLATES } from './source-templates';
import { POSTBACK_FORM_PATHS } from './template.shapes';

export interface FromTemplateInput {
  template: string;
  name?: string | null;
}

function pick<T extends { id: string }>(list: readonly T[], id: unknown, kind: string): T {
  if (typeof id !== 'string' || id.length === 0) throw new BadRequestError('template must be a template id');
  const found = list.find((entry) => entry.id === id);
  // The id is not echoed back: the list endpoint names every template there is.
  if (!found) throw new NotFoundError(`template: no ${kind} template with this id (see GET /templates/${kind}s)`);
  return found;
}

/** The template's name unless one is given (a blank name is the template's too). */
function nameOf(name: string | null | undefined, fallback: string): string {
  return typeof name === 'string' && name.trim() !== '' ? name : fallback;
}

export async function createSourceFromTemplate(
  scope: TrackingScope,
  input: FromTemplateInput,
): Promise<TrafficSourceView> {
  const template = pick(SOURCE_TEMPLATES, input.template, 'source');
  return createSource(scope, {
    name: nameOf(input.name, template.name),
    parameters: template.parameters,
    sub_id_parameters: template.sub_id_parameters,
    postback_url: template.postback_url,
    postback_currency: template.postback_currency,
    postback_statuses: template.postback_statuses,
    notes: [`From the ${template.name} template.`, template.notes].filter(Boolean).join(' '),
  });
}

export async function createNetworkFromTemplate(
  scope: TrackingScope,
  input: FromTemplateInput,
): Promise<AffiliateNetworkView> {
  const template = pick(NETWORK_TEMPLATES, input.template, 'affiliate-network');
  const path = POSTBACK_FORM_PATHS[template.postback_form];
  const postback = `Postback URL to set at ${template.name}: <base_url>/<postback_key>/${path}?${template.postback_params}.`;
  return createNetwork(scope, {
    name: nameOf(input.name, template.name),
    offer_params: template.offer_params,
    status_mapping: template.status_mapping,
    notes: [`From the ${template.name} template.`, postback, template.notes].filter(Boolean).join(' '),
  });
}
