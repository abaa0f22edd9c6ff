import type { EntityManager } from '@mikro-orm/postgresql';
import { pausedChargedToday, type PausedCharged } from './paused-clicks';
import { RATES_LINK, unpricedGroups, type UnpricedGroup } from './unpriced';

/** What the app warns a buyer of about money (campaign list, campaign page, dashboard). */
export interface MoneyWarningsView {
  /** Clicks costed 0 for want of a currency rate, by campaign, pair and day. */
  unpriced: UnpricedGroup[];
  /** Paused or archived campaigns with clicks charged today. */
  paused: PausedCharged[];
  /** Where a missing rate is added (the app's currency-rate form). */
  rates_link: string;
}

export async function moneyWarnings(em: EntityManager, workspaceId: string, now: Date): Promise<MoneyWarningsView> {
  return {
    unpriced: await unpricedGroups(em, workspaceId),
    paused: await pausedChargedToday(em, workspaceId, now),
    rates_link: RATES_LINK,
  };
}
