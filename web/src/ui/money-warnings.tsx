import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { request } from '../api/client';
import { getSession } from '../api/session';
import { CurrentWorkspaceDocument, MoneyWarningsDocument, type MoneyWarningsQuery } from '../generated/graphql';
import { useQuery } from '../api/hooks';
import { useT } from '../i18n';
import { localDate } from './format';
import { formatMoney } from './numbers';
import './money.css';

type Warnings = MoneyWarningsQuery['money_warnings'];
type Unpriced = Warnings['unpriced'][number];

/**
 * Money warnings (GET /money-warnings): clicks costed 0 for want of a currency rate and paused
 * campaigns still charged today. One answer shared by every row of a list (kept 3 s: the rows
 * mount together), so a list of 500 campaigns asks once and the next screen asks again.
 */
const FRESH_MS = 3000;
let shared: { at: number; token: string | undefined; answer: Promise<Warnings | null> } | null = null;
const listeners = new Set<() => void>();

function load(force = false): Promise<Warnings | null> {
  const token = getSession()?.token;
  if (!shared || force || shared.token !== token || Date.now() - shared.at > FRESH_MS) {
    shared = {
      at: Date.now(),
      token,
      // A member without statistics.view gets no warnings (the API refuses): nothing to show.
      answer: request(MoneyWarningsDocument, {}).then(
        (data) => data.money_warnings,
        () => null,
      ),
    };
    void shared.answer.then(() => {
      for (const listener of listeners) listener();
    });
  }
  return shared.answer;
}

/** Asks again (after a rate is saved, say). */
export function reloadMoneyWarnings(): void {
  void load(true);
}

export function useMoneyWarnings(): Warnings | null {
  const [warnings, setWarnings] = useState<Warnings | null>(null);
  useEffect(() => {
    let live = true;
    const update = () => void load().then((w) => live && setWarnings(w));
    listeners.add(update);
    update();
    return () => {
      live = false;
      listeners.delete(update);
    };
  }, []);
  return warnings;
}

/** Per currency pair: clicks and days. */
function byPair(groups: readonly Unpriced[]) {
  const pairs = new Map<string, { currency: string; base: string; clicks: number; days: string[] }>();
  for (const g of groups) {
    const key = `${g.currency}→${g.base_currency}`;
    const pair = pairs.get(key) ?? { currency: g.currency, base: g.base_currency, clicks: 0, days: [] };
    pair.clicks += g.clicks;
    if (!pair.days.includes(g.day)) pair.days.push(g.day);
    pairs.set(key, pair);
  }
  return [...pairs.values()];
}

/** Under a campaign's name in the list: a missing rate, a paused campaign still charged. */
export function CampaignMoneyFlags({ campaignId }: { campaignId: string }) {
  const { t } = useT('money');
  const warnings = useMoneyWarnings();
  if (!warnings) return null;
  const pairs = byPair(warnings.unpriced.filter((g) => g.campaign_id === campaignId));
  const paused = warnings.paused.find((p) => p.campaign_id === campaignId);
  if (!pairs.length && !paused) return null;
  return (
    <div className="money-flags">
      {pairs.map((p) => (
        <Link
          key={`${p.currency}${p.base}`}
          to={warnings.rates_link}
          className="money-flag"
          data-testid="missing-rate-flag"
          title={t('unpriced.addRate')}
        >
          ⚠ {t('unpriced.row', { count: p.clicks, currency: p.currency, base: p.base })}
        </Link>
      ))}
      {paused && (
        <span className="money-flag paused" data-testid="paused-charged-flag">
          {t('paused.row', { count: paused.clicks })}
        </span>
      )}
    </div>
  );
}

/** On the campaign page, under its title. */
export function CampaignMoneyAlerts({ campaignId }: { campaignId: string }) {
  const { t } = useT('money');
  const warnings = useMoneyWarnings();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  if (!warnings) return null;
  const pairs = byPair(warnings.unpriced.filter((g) => g.campaign_id === campaignId));
  const paused = warnings.paused.find((p) => p.campaign_id === campaignId);
  const base = workspace.data?.workspace.base_currency ?? '';
  return (
    <>
      {pairs.map((p) => (
        <div key={`${p.currency}${p.base}`} className="money-alert" role="alert" data-testid="missing-rate-alert">
          <p>
            {t('unpriced.page', {
              count: p.clicks,
              currency: p.currency,
              base: p.base,
              days: p.days.map((d) => localDate(d)).join(', '),
            })}
          </p>
          <Link to={warnings.rates_link}>{t('unpriced.addRate')}</Link>
        </div>
      ))}
      {paused && (
        <div className="money-alert paused" role="alert" data-testid="paused-charged-alert">
          <p>{t('paused.page', { count: paused.clicks, cost: formatMoney(paused.cost, base) })}</p>
        </div>
      )}
    </>
  );
}

/** On the dashboard: every missing rate and every paused campaign still charged, in two lines. */
export function DashboardMoneyAlerts() {
  const { t } = useT('money');
  const warnings = useMoneyWarnings();
  if (!warnings) return null;
  const pairs = byPair(warnings.unpriced);
  const clicks = pairs.reduce((sum, p) => sum + p.clicks, 0);
  const pausedClicks = warnings.paused.reduce((sum, p) => sum + p.clicks, 0);
  return (
    <>
      {clicks > 0 && (
        <div className="money-alert" role="alert" data-testid="missing-rate-dashboard">
          <p>
            {t('unpriced.dashboard', {
              count: clicks,
              pairs: pairs.map((p) => `${p.currency} → ${p.base}`).join(', '),
            })}
          </p>
          <Link to={warnings.rates_link}>{t('unpriced.addRate')}</Link>
        </div>
      )}
      {pausedClicks > 0 && (
        <div className="money-alert paused" role="alert" data-testid="paused-charged-dashboard">
          <p>
            {t('paused.dashboard', {
              campaigns: warnings.paused
                .map((p) => t('paused.campaignClicks', { name: p.campaign_name, count: p.clicks }))
                .join(', '),
            })}
          </p>
        </div>
      )}
    </>
  );
}
