import { Progress } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CurrentWorkspaceDocument,
  ListTrafficSourcesDocument,
  UpdateCampaignCostsDocument,
} from '../generated/graphql';
import { useT } from '../i18n';
import { formatCount, formatMoney } from '../ui/numbers';
import { datesInWords } from '../ui/period';
import type { CostCampaign } from './cost-campaign';
import { parseCsv } from './csv-text';
import { FilePicker } from '../ui/file-picker';

interface CostLine {
  line: number;
  date: string;
  sub: string;
  amount: string;
  currency: string;
  problem: string | null;
}

/** 2026-11-25, 25.11.2026 or 25/11/2026 as YYYY-MM-DD (null when it is none of them). */
function isoDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const dmy = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(value);
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : null;
}

type T = (key: string, values?: Record<string, unknown>) => string;

/** The CSV's lines checked as the form would check them, each with its problem named. */
function costLines(text: string, subColumn: string, fallbackCurrency: string, t: T): CostLine[] {
  const { records } = parseCsv(text);
  return records.map((r, i) => {
    const date = isoDate(r.date ?? r.day ?? '');
    const amount = (r.amount ?? r.cost ?? '').replace(',', '.');
    const currency = (r.currency || fallbackCurrency).toUpperCase();
    const sub = r[subColumn] ?? '';
    const problem = !date
      ? t('csv.badDate')
      : !/^\d+(\.\d{1,6})?$/.test(amount)
        ? t('errors.amount')
        : !/^[A-Z]{3}$/.test(currency)
          ? t('errors.currency')
          : null;
    return { line: i + 1, date: date ?? r.date ?? '', sub, amount, currency, problem };
  });
}

/** The sub id column of a header: `sub_id_N`, a source parameter it maps (zone → 1), else `sub_id`. */
function subColumnOf(header: string[], mapping: { param: string; sub_id: number }[]): { column: string; n: number } {
  for (const name of header) {
    const numbered = /^sub_id_(\d+)$/.exec(name);
    if (numbered) return { column: name, n: Number(numbered[1]) };
    const mapped = mapping.find((m) => m.param.toLowerCase() === name);
    if (mapped) return { column: name, n: mapped.sub_id };
  }
  return { column: 'sub_id', n: 1 };
}

type Result = { state: 'ok' | 'refused'; text: string };

/**
 * Costs by day × sub id from a CSV (date, a sub id column, amount, optionally currency): a
 * preview of the parsed lines, then one cost update per line, each line's outcome beside it.
 */
export function CostCsvUpload({ campaign, onDone }: { campaign: CostCampaign; onDone: () => void }) {
  const { t } = useT('costs');
  const id = useId();
  const workspace = useQuery(CurrentWorkspaceDocument, {});
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const mapping = sources.data?.traffic_sources.items.find((s) => s.id === campaign.source_id)?.sub_id_parameters ?? [];
  const currency = campaign.cost_currency || workspace.data?.workspace.base_currency || 'USD';
  const [text, setText] = useState('');
  const [results, setResults] = useState<Record<number, Result>>({});
  const [done, setDone] = useState<number | null>(null);
  const header = useMemo(() => parseCsv(text.split(/\r?\n/, 1)[0] ?? '').header, [text]);
  const sub = subColumnOf(header, mapping);
  const lines = useMemo(
    () => (text.trim() ? costLines(text, sub.column, currency, t) : []),
    [text, sub.column, currency, t],
  );
  const valid = lines.filter((l) => !l.problem);
  const subName = mapping.find((m) => m.sub_id === sub.n)?.param ?? `sub_id_${sub.n}`;

  const upload = async () => {
    setResults({});
    setDone(0);
    for (const [i, line] of valid.entries()) {
      let result: Result;
      try {
        const answer = await run(UpdateCampaignCostsDocument, {
          id: campaign.id,
          from: line.date,
          to: line.date,
          amount: line.amount,
          currency: line.currency,
          sub_ids: line.sub ? [{ n: sub.n, value: line.sub }] : null,
        });
        result = { state: 'ok', text: t('appliedTo', { clicks: formatCount(answer.update_campaign_costs.clicks) }) };
      } catch (error) {
        result = { state: 'refused', text: messageOf(error) };
      }
      setResults((r) => ({ ...r, [line.line]: result }));
      setDone(i + 1);
    }
    onDone();
  };

  return (
    <div className="loop-form">
      <p className="muted">{t('csv.hint', { sub: subName })}</p>
      <div className="loop-actions">
        <label htmlFor={`${id}-file`}>{t('csv.file')}</label>
        <FilePicker
          id={`${id}-file`}
          accept=".csv,.txt,text/csv"
          onFiles={async ([file]) => setText(await file.text())}
        />
      </div>
      <textarea
        className="loop-textarea"
        aria-label={t('csv.paste')}
        placeholder={`date,${subName},amount\n2026-11-25,zone-42,12.50`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setResults({});
          setDone(null);
        }}
      />
      {lines.length > 0 && (
        <>
          <p>{t('csv.parsed', { lines: lines.length, valid: valid.length, sub: subName })}</p>
          <div className="loop-preview">
            <table aria-label={t('csv.preview')}>
              <thead>
                <tr>
                  <th>#</th>
                  <th>{t('csv.day')}</th>
                  <th>{subName}</th>
                  <th className="num">{t('amount')}</th>
                  <th>{t('csv.result')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => {
                  const r = results[l.line];
                  return (
                    <tr key={l.line}>
                      <td>{l.line}</td>
                      <td>{l.problem ? l.date : datesInWords({ from: l.date, to: l.date })}</td>
                      <td>{l.sub || t('csv.allSubIds')}</td>
                      <td className="num">{l.problem ? l.amount : formatMoney(l.amount, l.currency)}</td>
                      <td className={l.problem || r?.state === 'refused' ? 'loop-error' : r ? 'loop-ok' : 'muted'}>
                        {l.problem ?? r?.text ?? t('csv.ready')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {done !== null && <Progress value={(done * 100) / Math.max(1, valid.length)} aria-label={t('progress')} />}
          <button type="button" disabled={!valid.length || (done !== null && done < valid.length)} onClick={upload}>
            {t('csv.apply', { count: valid.length })}
          </button>
        </>
      )}
    </div>
  );
}
