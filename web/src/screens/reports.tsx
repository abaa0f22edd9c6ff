import { Fragment, useState } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { ReportDimensionsDocument, ReportDocument, type ReportQuery } from '../generated/graphql';
import { CopyButton } from '../ui/buttons';

type Report = ReportQuery['report'];
type Row = Report['rows'][number];
const PERIODS = ['24h', 'today', 'yesterday', '7d', '30d', '90d'];
const MAX_DIMENSIONS = 16;

const cell = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v));

/** Quotes a CSV field when it holds a separator, a quote or a line break (RFC 4180). */
const csvField = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Table report: dimensions (drill-down chain), period and date basis, comparison, totals, W/B
 * marks of the first dimension, and CSV/JSON export of the visible rows built in the browser.
 */
export function ReportsScreen() {
  const dims = useQuery(ReportDimensionsDocument, {});
  const [chain, setChain] = useState<string[]>(['campaign']);
  const [adding, setAdding] = useState('');
  const [period, setPeriod] = useState('7d');
  const [dateBasis, setDateBasis] = useState('click');
  const [compare, setCompare] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [children, setChildren] = useState<Record<string, Row[]>>({});
  const [marks, setMarks] = useState<{ white: string[]; black: string[] }>({ white: [], black: [] });
  const [error, setError] = useState<string | null>(null);
  const label = (name: string) => dims.data?.report_dimensions.find((d) => d.name === name)?.label ?? name;

  const query = (parents: unknown[], currentMarks = marks) =>
    run(ReportDocument, { drilldown: { chain, parents }, period, date_basis: dateBasis, compare, limit: 1000, marks: currentMarks });

  const load = async (currentMarks = marks) => {
    setError(null);
    try {
      setReport((await query([], currentMarks)).report);
      setChildren({});
    } catch (e) {
      setReport(null);
      setError(e instanceof ApiError ? e.message : messageOf(e));
    }
  };

  const expand = async (key: string, parents: unknown[]) => {
    if (children[key]) {
      setChildren(({ [key]: _, ...rest }) => rest);
      return;
    }
    try {
      const { report: sub } = await query(parents);
      setChildren((c) => ({ ...c, [key]: sub.rows }));
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const mark = (value: string, kind: 'white' | 'black') => {
    const next = {
      white: kind === 'white' ? toggle(marks.white, value) : marks.white.filter((v) => v !== value),
      black: kind === 'black' ? toggle(marks.black, value) : marks.black.filter((v) => v !== value),
    };
    setMarks(next);
    // Only the top level carries marks: expanded rows stay open.
    query([], next).then((r) => setReport(r.report), (e) => setError(messageOf(e)));
  };

  const metrics = report?.metrics ?? [];
  const visibleRows = report?.rows ?? [];
  const header = [label(chain[0]), ...metrics];
  const records = visibleRows.map((r) => [r.labels[chain[0]] ?? r.values[chain[0]], ...metrics.map((m) => (r.metrics as Record<string, unknown>)[m])]);

  const renderRows = (rows: Row[], depth: number, parents: unknown[]) =>
    rows.map((row, index) => {
      // values and labels are keyed by dimension; this level's dimension is chain[depth].
      const dimension = chain[depth];
      const value = row.values[dimension] ?? null;
      const key = JSON.stringify([...parents, value]);
      const canExpand = depth < chain.length - 1;
      const shown = row.labels[dimension] ?? value;
      return (
        <Fragment key={key + index}>
          <tr className={row.mark ? `mark-${row.mark.toLowerCase()}` : undefined}>
            <td style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}>
              {canExpand ? (
                <button type="button" className="link" aria-expanded={Boolean(children[key])} onClick={() => expand(key, [...parents, value])}>
                  {children[key] ? '▾' : '▸'} {cell(shown)}
                </button>
              ) : (
                cell(shown)
              )}
              {row.is_new && <span className="badge">new</span>}
            </td>
            {depth === 0 ? (
              <td>
                <span className="row-actions">
                  <button type="button" className={row.mark === 'W' ? '' : 'secondary'} aria-pressed={row.mark === 'W'} aria-label={`Mark ${cell(shown)} white`} onClick={() => mark(String(value), 'white')}>
                    W
                  </button>
                  <button type="button" className={row.mark === 'B' ? '' : 'secondary'} aria-pressed={row.mark === 'B'} aria-label={`Mark ${cell(shown)} black`} onClick={() => mark(String(value), 'black')}>
                    B
                  </button>
                </span>
              </td>
            ) : (
              <td />
            )}
            {metrics.map((m) => (
              <td key={m} className="num">
                {cell((row.metrics as Record<string, unknown>)[m])}
                {compare && row.change && (row.change as Record<string, unknown>)[m] != null && <small className="muted"> {cell((row.change as Record<string, unknown>)[m])}%</small>}
              </td>
            ))}
          </tr>
          {children[key] && renderRows(children[key], depth + 1, [...parents, value])}
        </Fragment>
      );
    });

  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title">Reports</h1>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <fieldset>
          <legend>Dimensions (drill-down order, up to {MAX_DIMENSIONS})</legend>
          <ol className="chips">
            {chain.map((d) => (
              <li key={d}>
                {label(d)}{' '}
                <button type="button" className="secondary" aria-label={`Remove dimension ${label(d)}`} onClick={() => setChain(chain.filter((x) => x !== d))}>
                  ×
                </button>
              </li>
            ))}
          </ol>
          <label htmlFor="add-dimension">Add dimension</label>{' '}
          <select id="add-dimension" value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">—</option>
            {dims.data?.report_dimensions
              .filter((d) => !chain.includes(d.name))
              .map((d) => (
                <option key={d.name} value={d.name}>
                  {d.group}: {d.label}
                </option>
              ))}
          </select>{' '}
          <button type="button" className="secondary" disabled={!adding || chain.length >= MAX_DIMENSIONS} onClick={() => (setChain([...chain, adding]), setAdding(''))}>
            Add
          </button>
        </fieldset>
        <div className="field">
          <label htmlFor="period">Period</label>
          <select id="period" value={period} onChange={(e) => setPeriod(e.target.value)}>
            {PERIODS.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="date-basis">Date basis</label>
          <select id="date-basis" value={dateBasis} onChange={(e) => setDateBasis(e.target.value)}>
            <option value="click">click date</option>
            <option value="conversion">conversion date</option>
          </select>
        </div>
        <div className="field field-check">
          <label htmlFor="compare">Compare with the previous period</label>
          <input id="compare" type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />
        </div>
        <button type="submit" disabled={chain.length === 0}>
          Run report
        </button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {report && (
        <>
          <p className="muted">
            {report.total_rows} rows · {report.period.from} → {report.period.to} ({report.time_zone})
          </p>
          <div className="actions">
            <CopyButton text={marks.white.join('\n')} label={`Copy white list (${marks.white.length})`} />
            <CopyButton text={marks.black.join('\n')} label={`Copy black list (${marks.black.length})`} />
            <button type="button" className="secondary" onClick={() => download('report.csv', 'text/csv', [header, ...records].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n')}>
              Export CSV
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => download('report.json', 'application/json', JSON.stringify(records.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))), null, 2))}
            >
              Export JSON
            </button>
          </div>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Report table (scrolls sideways)">
          <table className="data report">
            <caption className="sr-only">Report</caption>
            <thead>
              <tr>
                <th scope="col">{chain.map(label).join(' › ')}</th>
                <th scope="col">W/B</th>
                {metrics.map((m) => (
                  <th key={m} scope="col" className="num">
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{renderRows(report.rows, 0, [])}</tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td />
                {metrics.map((m) => (
                  <td key={m} className="num">
                    {cell((report.totals as Record<string, unknown>)[m])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
          </div>
        </>
      )}
    </section>
  );
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
