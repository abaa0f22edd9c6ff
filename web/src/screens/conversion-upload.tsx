import { Modal, Switch } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { messageOf } from '../api/errors';
import { run } from '../api/hooks';
import { useCan } from '../api/permissions';
import { UploadConversionsDocument, type ManualConversionInput } from '../generated/graphql';
import { useT } from '../i18n';
import { formatCount, formatMoney } from '../ui/numbers';
import { parseCsv } from './csv-text';
import { RecentUploads, UploadCounts, UploadJob } from './conversion-upload-jobs';
import './loop.css';
import { FilePicker } from '../ui/file-picker';

const COLUMNS = ['click_id', 'status', 'payout', 'currency', 'txid', 'time'] as const;
/** Up to this many lines the server answers every line's result; above, it runs a job (its progress is read). */
export const INLINE_LINES = 1000;
/** The most lines one upload holds (the server's MAX_UPLOAD_LINES). */
const MAX_LINES = 10_000;

/** Common other names of the columns (Keitaro/Binom exports, spreadsheets). */
const ALIASES: Record<string, (typeof COLUMNS)[number]> = {
  subid: 'click_id',
  sub_id: 'click_id',
  clickid: 'click_id',
  click: 'click_id',
  revenue: 'payout',
  transaction_id: 'txid',
  tid: 'txid',
  date: 'time',
};

/** The pasted or uploaded text as conversions (a header line naming the columns). */
function conversionsOf(text: string): ManualConversionInput[] {
  return parseCsv(text).records.map((record) => {
    const line: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(record)) {
      const column = (COLUMNS as readonly string[]).includes(name) ? name : ALIASES[name];
      if (column && value) line[column] = column === 'payout' ? value.replace(',', '.') : value;
    }
    return line as ManualConversionInput;
  });
}

interface LineResult {
  line: number;
  result: string;
  error: string | null;
}

function Results({ lines, results }: { lines: ManualConversionInput[]; results: LineResult[] }) {
  const { t } = useT('conversionUpload');
  const counts = { recorded: 0, updated: 0, duplicate: 0, refused: 0 } as Record<string, number>;
  for (const r of results) counts[r.result] = (counts[r.result] ?? 0) + 1;
  return (
    <>
      <UploadCounts counts={counts} />
      <div className="loop-preview">
        <table aria-label={t('resultsTitle')}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('columns.click_id')}</th>
              <th>{t('columns.status')}</th>
              <th>{t('columns.txid')}</th>
              <th>{t('result')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.line}>
                <td>{r.line}</td>
                <td>{lines[r.line - 1]?.click_id ?? '—'}</td>
                <td>{lines[r.line - 1]?.status ?? '—'}</td>
                <td>{lines[r.line - 1]?.txid ?? '—'}</td>
                <td className={r.result === 'refused' ? 'loop-error' : 'loop-ok'}>
                  {t(`results.${r.result}`)}
                  {r.error ? `: ${r.error}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Preview({ lines }: { lines: ManualConversionInput[] }) {
  const { t } = useT('conversionUpload');
  return (
    <div className="loop-preview">
      <table aria-label={t('preview')}>
        <thead>
          <tr>
            <th>#</th>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'payout' ? 'num' : undefined}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.slice(0, 200).map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{l.click_id ?? '—'}</td>
              <td>{l.status ?? '—'}</td>
              <td className="num">{l.payout ? formatMoney(l.payout, l.currency ?? 'USD') : '—'}</td>
              <td>{l.currency ?? '—'}</td>
              <td>{l.txid ?? '—'}</td>
              <td>{l.time ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {lines.length > 200 && <p className="muted">{t('moreLines', { n: formatCount(lines.length - 200) })}</p>}
    </div>
  );
}

/**
 * Paste or a CSV file → preview → one upload. Up to 1,000 lines the answer holds a result per line;
 * above, the server runs a job and its progress is shown until the result (UploadJob).
 */
function UploadForm({ onDone }: { onDone: () => void }) {
  const { t } = useT('conversionUpload');
  const id = useId();
  const [text, setText] = useState('');
  const [forward, setForward] = useState(true);
  const [results, setResults] = useState<LineResult[] | null>(null);
  const [job, setJob] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const lines = useMemo(() => (text.trim() ? conversionsOf(text) : []), [text]);
  const reset = () => {
    setResults(null);
    setJob(null);
    setError(null);
  };

  const upload = async () => {
    reset();
    setBusy(true);
    try {
      const answer = (await run(UploadConversionsDocument, { lines, forward })).upload_conversions;
      if (answer.state === 'done') setResults(answer.lines);
      else setJob(answer.id);
      onDone();
    } catch (e) {
      setError(t('uploadFailed', { message: messageOf(e) }));
    } finally {
      setBusy(false);
      setRevision((r) => r + 1);
    }
  };

  return (
    <div className="loop-form">
      <p className="muted">{t('hint')}</p>
      <div className="loop-actions">
        <label htmlFor={`${id}-file`}>{t('file')}</label>
        <FilePicker
          id={`${id}-file`}
          accept=".csv,.txt,text/csv"
          onFiles={async ([file]) => {
            setText(await file.text());
            reset();
          }}
        />
      </div>
      <textarea
        className="loop-textarea"
        aria-label={t('paste')}
        placeholder={'click_id,status,payout,currency,txid\n0193a1c2-…,sale,12.50,USD,A-1001'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          reset();
        }}
      />
      {lines.length > 0 && results === null && job === null && <Preview lines={lines} />}
      {lines.length > INLINE_LINES && results === null && job === null && (
        <p className="muted">{t('bigUpload', { n: formatCount(INLINE_LINES) })}</p>
      )}
      <div className="loop-actions">
        <Switch checked={forward} onChange={(e) => setForward(e.currentTarget.checked)} label={t('forward')} />
        <button type="button" disabled={!lines.length || busy || lines.length > MAX_LINES} onClick={upload}>
          {busy ? t('sending') : t('upload', { count: lines.length, n: formatCount(lines.length) })}
        </button>
      </div>
      {lines.length > MAX_LINES && (
        <p className="loop-error" role="alert">
          {t('tooMany', { n: formatCount(MAX_LINES) })}
        </p>
      )}
      {error && (
        <p className="loop-error" role="alert">
          {error}
        </p>
      )}
      {results && results.length > 0 && <Results lines={lines} results={results} />}
      {job && <UploadJob id={job} onFinished={() => setRevision((r) => r + 1)} />}
      <RecentUploads revision={revision} />
    </div>
  );
}

/** "Upload conversions" (the conversion log, the campaign page): hidden without statistics.edit. */
export function UploadConversionsButton({ onDone = () => undefined }: { onDone?: () => void }) {
  const { t } = useT('conversionUpload');
  const allowed = useCan('statistics', 'edit');
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <button type="button" className="secondary" onClick={() => setOpen(true)}>
        {t('button')}
      </button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('title')}
        size="min(1100px, 94vw)"
        centered
        lockScroll={false}
      >
        <UploadForm onDone={onDone} />
      </Modal>
    </>
  );
}
