import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('UserPreferences', { description: "The caller's own preferences in the active workspace (web app)." })
export class UserPreferencesType {
  @Field(() => [String], {
    nullable: true,
    description:
      'Order of the dashboard blocks (kpis, series, funnel, heat_map, clicks_by_country, top_campaigns, ' +
      'top_countries); null: the default order.',
  })
  dashboard_layout!: string[] | null;

  @Field(() => GraphQLJSONObject, {
    description:
      'Columns shown per list of the web app (campaigns, report, click_log, …): list name → column ids in order; ' +
      'a list not named shows its default columns.',
  })
  columns!: Record<string, string[]>;

  @Field(() => String, {
    nullable: true,
    description: "The web app's language (en, ru, uk), the user's own in every workspace; null: the browser's.",
  })
  language!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The web app's theme (light, dark, system), the user's own in every workspace; null: system.",
  })
  theme!: string | null;

  @Field(() => Date, { nullable: true, description: 'Last change of the layout or columns; null when never saved.' })
  updated_at!: Date | null;
}

@InputType('UpdatePreferencesInput')
export class UpdatePreferencesInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Block names in display order, each at most once; null resets to the default order; omitted stays.',
  })
  dashboard_layout?: string[] | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'Lists to change: list name → column ids (each once, at most 100) or null to forget the list; lists not ' +
      'named stay. null forgets every list; omitted stays.',
  })
  columns?: Record<string, string[] | null> | null;

  @Field(() => String, {
    nullable: true,
    description: "en, ru or uk; null: the browser's language; omitted stays.",
  })
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'light, dark or system; null: system; omitted stays.' })
  theme?: string | null;
}
