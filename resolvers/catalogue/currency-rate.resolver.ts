import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../services/context';
import {
  CurrencyRateImportInput,
  CurrencyRateImportType,
  CurrencyRateInput,
  CurrencyRateListArgs,
  CurrencyRateLookupType,
  CurrencyRatePage,
  CurrencyRateType,
} from '../../schema/catalogue/currency-rate.types';
import { deleteRate, importRates, listRates, lookupRate, setRate } from '../../services/catalogue/currency-rates';
import { scoped } from './scoped';
import { UuidScalar } from '../../schema/scalars';

@Resolver()
export class CurrencyRateResolver {
  @Query(() => CurrencyRatePage, { description: 'Stored daily currency rates, newest first.' })
  currency_rates(@Args() args: CurrencyRateListArgs, @Ctx() ctx: AppContext) {
    return listRates(scoped(ctx, 'settings', 'view'), args);
  }

  @Query(() => CurrencyRateLookupType, {
    description: 'The rate for a currency on a day (falling back to the latest earlier day).',
  })
  currency_rate_lookup(
    @Arg('currency', () => String, { description: 'ISO 4217 code to convert from.' }) currency: string,
    @Arg('date', () => String, { description: 'Day, YYYY-MM-DD.' }) date: string,
    @Arg('to', () => String, {
      nullable: true,
      description: 'ISO 4217 code to convert to (default: the workspace base currency).',
    })
    to: string | null,
    @Ctx() ctx: AppContext,
  ) {
    return lookupRate(scoped(ctx, 'settings', 'view'), currency, date, to);
  }

  @Mutation(() => CurrencyRateType, {
    description: 'Sets the rate of a day and currency pair (manual entry; replaces an earlier one).',
  })
  set_currency_rate(@Arg('input', () => CurrencyRateInput) input: CurrencyRateInput, @Ctx() ctx: AppContext) {
    return setRate(scoped(ctx, 'settings', 'edit'), input);
  }

  @Mutation(() => CurrencyRateImportType, {
    description: 'Imports a CSV in the ECB reference-rate layout (upserts by day and pair).',
  })
  import_currency_rates(
    @Arg('input', () => CurrencyRateImportInput) input: CurrencyRateImportInput,
    @Ctx() ctx: AppContext,
  ) {
    return importRates(scoped(ctx, 'settings', 'edit'), input.csv, input.base);
  }

  @Mutation(() => Boolean, { description: 'Deletes a stored rate.' })
  delete_currency_rate(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext) {
    return deleteRate(scoped(ctx, 'settings', 'delete'), id);
  }
}
