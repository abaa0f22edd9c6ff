import type { FormEvent } from 'react';
import type { DeliveryFilter, TrafficKind } from '../generated/graphql';
import { useT } from '../i18n';
import { logPeriods, PeriodRangeFilter } from '../ui/log-filters';
import { countryText } from '../ui/log-words';
import { formatCount } from '../ui/numbers';

export interface Filters {
  period: string;
  from: string;
  to: string;
  campaign_id: string;
  country: string[];
  traffic: '' | TrafficKind;
  delivery: '' | DeliveryFilter;
  click_id: string;
}
export const NO_FILTERS: Filters = {
  period: 'app',
  from: '',
  to: '',
  campaign_id: '',
  country: [],
  traffic: '',
  delivery: '',
  click_id: '',
};

/** The click log's filter form: applied with its button (the list reloads once), cleared with the other. */
export function ClickLogFilters({
  draft,
  set,
  apply,
  clear,
  campaigns,
  countries,
  error,
}: {
  draft: Filters;
  set: <K extends keyof Filters>(name: K, value: Filters[K]) => void;
  apply: (event?: FormEvent) => void;
  clear: () => void;
  campaigns: { id: string; name: string }[];
  countries: { country: string; clicks: number }[];
  error: string | null;
}) {
  const { t } = useT('clickLog');
  const periods = [
    ['app', t('appPeriod')],
    ...logPeriods(['1', '24', '168', '720']),
    ['custom', t('logs:period.custom')],
  ].map(([value, label]) => ({ value, label }));
  return (
    <form className="inline-form filters" aria-label={t('filters')} onSubmit={apply}>
      <PeriodRangeFilter
        periods={periods}
        period={draft.period}
        from={draft.from}
        to={draft.to}
        onChange={(name, value) => set(name, value)}
      />
      <div className="field">
        <label htmlFor="cl-campaign">{t('col.campaign')}</label>
        <select id="cl-campaign" value={draft.campaign_id} onChange={(e) => set('campaign_id', e.target.value)}>
          <option value="">{t('logs:allCampaigns')}</option>
          {campaigns.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cl-country">{t('countries')}</label>
        <select
          id="cl-country"
          multiple
          size={3}
          value={draft.country}
          onChange={(e) =>
            set(
              'country',
              Array.from(e.target.selectedOptions, (o) => o.value),
            )
          }
        >
          {countries.length === 0 && (
            <option disabled value="">
              {t('noCountries')}
            </option>
          )}
          {countries.map((c) => (
            <option key={c.country} value={c.country} title={c.country}>
              {countryText(c.country)} ({formatCount(c.clicks)})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="cl-traffic">{t('bots')}</label>
        <select
          id="cl-traffic"
          value={draft.traffic}
          onChange={(e) => set('traffic', e.target.value as Filters['traffic'])}
        >
          <option value="">{t('botsAndHumans')}</option>
          <option value="human">{t('humansOnly')}</option>
          <option value="bot">{t('botsOnly')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="cl-delivery">{t('delivery')}</label>
        <select
          id="cl-delivery"
          value={draft.delivery}
          onChange={(e) => set('delivery', e.target.value as Filters['delivery'])}
        >
          <option value="">{t('deliveredAndRefused')}</option>
          <option value="delivered">{t('deliveredOnly')}</option>
          <option value="refused">{t('refusedOnly')}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="cl-click">{t('clickIdFilter')}</label>
        <input
          id="cl-click"
          value={draft.click_id}
          placeholder={t('clickIdHint')}
          onChange={(e) => set('click_id', e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cl-error' : undefined}
        />
      </div>
      <button type="submit">{t('apply')}</button>
      <button type="button" className="secondary" onClick={clear}>
        {t('clear')}
      </button>
    </form>
  );
}
