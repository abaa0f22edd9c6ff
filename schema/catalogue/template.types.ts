import { JSONObjectResolver } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { SourceParametersType, SubIdParameterType } from './source.types';

/** GraphQL shapes of the shipped templates (services/templates/template.shapes.ts; docs/templates.md). */

@ObjectType('SourceTemplate', { description: 'A traffic source template shipped with the service.' })
export class SourceTemplateType {
  @Field(() => String, {
    description: 'Template id, e.g. `propellerads`; pass it to create_traffic_source_from_template.',
  })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'social, search, native, push, pop, display or adult.' })
  category!: string;

  @Field(() => SourceParametersType, { description: 'The source tokens and the platform placeholders that fill them.' })
  parameters!: SourceParametersType;

  @Field(() => [SubIdParameterType])
  sub_id_parameters!: SubIdParameterType[];

  @Field(() => String, {
    nullable: true,
    description:
      'Outbound postback with the service’s macros; upper-case words are account values to fill in. ' +
      'Null: the platform takes conversions by its conversion API.',
  })
  postback_url!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The currency the platform's postback reads {payout} in; a source made from the template converts its " +
      'outbound payout to it (null: the base currency).',
  })
  postback_currency!: string | null;

  @Field(() => [String])
  postback_statuses!: string[];

  @Field(() => String, { description: 'Setup hints.' })
  notes!: string;

  @Field(() => String, { nullable: true, description: 'The public documentation the facts were checked against.' })
  checked_against?: string;

  @Field(() => String, { nullable: true, description: 'Why the facts were not checked (null when checked).' })
  unchecked?: string;
}

@ObjectType('AffiliateNetworkTemplate', { description: 'An affiliate network template shipped with the service.' })
export class AffiliateNetworkTemplateType {
  @Field(() => String, {
    description: 'Template id, e.g. `dr-cash`; pass it to create_affiliate_network_from_template.',
  })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'cpa, nutra, adult, retail or digital.' })
  category!: string;

  @Field(() => String, {
    description: 'The network’s sub-id parameter that carries the click id, e.g. `sub1={click_id}`.',
  })
  offer_params!: string;

  @Field(() => String, {
    description:
      'The query to append to the workspace’s postback URL at the network, with the network’s macros, ' +
      'e.g. `subid={sub1}&status={status}&payout={payout}&txid={uuid}`.',
  })
  postback_params!: string;

  @Field(() => String, {
    description:
      'The form the network sends its postbacks in: `standard` (our parameter names, on /<postback_key>/postback), ' +
      "`keitaro` (Keitaro's names: sub_id, tid, status lists…, same path) or `binom` (cnv_id, cnv_status…, on " +
      '/<postback_key>/click.php). docs/conversions.md, "Postbacks from Keitaro and Binom networks".',
  })
  postback_form!: string;

  @Field(() => JSONObjectResolver, { description: 'Network status (lower case) → lead, sale, rejected or trash.' })
  status_mapping!: Record<string, string>;

  @Field(() => String, { description: 'Setup hints.' })
  notes!: string;

  @Field(() => String, { nullable: true, description: 'The public documentation the facts were checked against.' })
  checked_against?: string;

  @Field(() => String, { nullable: true, description: 'Why the facts were not checked (null when checked).' })
  unchecked?: string;
}

@ObjectType('SourceTemplateList', { description: 'The traffic source templates, in the shape of every list.' })
export class SourceTemplateListType {
  @Field(() => [SourceTemplateType])
  items!: SourceTemplateType[];

  @Field(() => Int, { description: 'How many templates there are.' })
  total!: number;
}

@ObjectType('AffiliateNetworkTemplateList', {
  description: 'The affiliate network templates, in the shape of every list.',
})
export class AffiliateNetworkTemplateListType {
  @Field(() => [AffiliateNetworkTemplateType])
  items!: AffiliateNetworkTemplateType[];

  @Field(() => Int, { description: 'How many templates there are.' })
  total!: number;
}
