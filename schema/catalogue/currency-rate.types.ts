import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { DecimalScalar, UuidScalar } from '../scalars';
import { PageOf } from './common.types';

@ObjectType('CurrencyRate', { description: 'Exchange rate of one day: 1 base = rate quote.' })
export class CurrencyRateType {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => String, { description: 'Day of the rate, YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { description: 'ISO 4217 base currency.' })
  base!: string;

  @Field(() => String, { description: 'ISO 4217 quote currency.' })
  quote!: string;

  @Field(() => DecimalScalar, { description: 'Units of quote per 1 base, exact decimal (up to 10 decimal places).' })
  rate!: string;

  @Field(() => String, { description: 'manual or ecb_csv (bulk import).' })
  origin!: string;

  @Field(() => Date, { description: 'Last change.' })
  updated_at!: Date;
}

export const CurrencyRatePage = PageOf(CurrencyRateType, 'CurrencyRatePage');

@ArgsType()
export class CurrencyRateListArgs {
  @Field(() => String, { nullable: true, description: 'Only rates with this base currency.' })
  base?: string | null;

  @Field(() => String, { nullable: true, description: 'Only rates with this quote currency.' })
  quote?: string | null;

  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD), inclusive.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to this day (YYYY-MM-DD), inclusive.' })
  to?: string | null;

  @Field(() => Int, { nullable: true, description: 'Page size, 1 to 500 (default 100). Newest days first.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Rows to skip (default 0).' })
  offset?: number | null;
}

@InputType('CurrencyRateInput', { description: 'A rate for one day; replaces the rate of the same day and pair.' })
export class CurrencyRateInput {
  @Field(() => String, { description: 'YYYY-MM-DD.' })
  date!: string;

  @Field(() => String, { description: 'ISO 4217 base currency.' })
  base!: string;

  @Field(() => String, { description: 'ISO 4217 quote currency (not the base).' })
  quote!: string;

  @Field(() => DecimalScalar, { description: 'Units of quote per 1 base: positive, up to 10 decimal places.' })
  rate!: string;
}

@InputType('CurrencyRateImportInput', { description: 'A CSV in the ECB reference-rate layout.' })
export class CurrencyRateImportInput {
  @Field(() => String, {
    description:
      'CSV text: a header `Date,USD,JPY,…` then one line per day `2024-01-05,1.0921,158.19,…` (or `05 January ' +
      '2024, …` as in the daily file). Empty and N/A cells are skipped.',
  })
  csv!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Currency the columns are quoted against (default EUR, as published by the ECB).',
  })
  base?: string | null;
}

@ObjectType('CurrencyRateImport', { description: 'What an import stored.' })
export class CurrencyRateImportType {
  @Field(() => Int, { description: 'Rates stored (new or replaced).' })
  imported!: number;

  @Field(() => Int, { description: 'Days read.' })
  days!: number;

  @Field(() => [String], { description: 'Quote currencies read.' })
  currencies!: string[];

  @Field(() => String, { nullable: true, description: 'Earliest day read.' })
  first_date!: string | null;

  @Field(() => String, { nullable: true, description: 'Latest day read.' })
  last_date!: string | null;
}

@ObjectType('CurrencyRateLookup', {
  description: 'The rate used to convert on a day: the latest known on or before it.',
})
export class CurrencyRateLookupType {
  @Field(() => String, { description: 'Currency converted from.' })
  from!: string;

  @Field(() => String, { description: 'Currency converted to.' })
  to!: string;

  @Field(() => String, { description: 'Day asked for.' })
  date!: string;

  @Field(() => String, { description: 'Day of the rate used (the latest on or before date).' })
  rate_date!: string;

  @Field(() => DecimalScalar, { description: 'Units of `to` per 1 `from`.' })
  rate!: string;
}
