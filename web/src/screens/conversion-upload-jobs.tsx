import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { messageOf } from '../api/errors';
import { useQuery } from '../api/hooks';
import {
  ConversionUploadsDocument,
  GetConversionUploadDocument,
  type ConversionUploadFieldsFragment,
} from '../generated/graphql';
import { useT } from '../i18n';
import { localTime } from '../ui/format';
import { formatCount } from '../ui/numbers';
import './loop.css';

/** How often a running upload is read again (the cost update's history polls the same way). */
const POLL_MS = 1000;
/** The server lists the first 1,000 refused lines (counts.refused is exact). */
const LISTED_ERRORS = 1000;

const finished = (state: string) => state === 'done' || state === 'failed';

/** The counts of an upload's lines: recorded, updated, duplicate, refused. */
export function UploadCounts({ counts }: { counts: Record<string, number> }) {
  const { t } = useT('conversionUpload');
  return (
    <p className="loop-counts" data-testid="upload-counts">
      {(['recorded', 'updated', 'duplicate', 'refused'] as const).map((result) => (
        <span key={result} className={result === 'refused' && counts[result] ? 'loop-error' : ''}>
          {t(`results.${result}`)}: {formatCount(counts[result] ?? 0)}
        </span>
      ))}
    </p>
  );
}

/** The refused lines of an upload: the line's number and why (never its values). */
function RefusedLines({ errors, refused }: { errors: { line: number; error: string }[]; refused: number }) {
  const { t } = useT('conversionUpload');
  if (!errors.length) return <p className="muted">{t('noErrors')}</p>;
  return (
    <div className="loop-preview">
      <table aria-label={t('errorsTitle')}>
        <thead>
          <tr>
            <th className="num loop-line-number">{t('line')}</th>
            <th>{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e) => (
            <tr key={e.line}>
              <td className="num">{formatCount(e.line)}</td>
              <td className="loop-error">{e.error}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {refused > LISTED_ERRORS && <p className="muted">{t('moreErrors', { n: formatCount(LISTED_ERRORS) })}</p>}
    </div>
  );
}

/**
 * A background upload's progress, read every second until it ends (a bar, lines done of all, the
 * counts so far), then its result: the counts and the refused lines by number.
 */
export function UploadJob({ id, onFinished }: { id: string; onFinished?: () => void }) {
  const { t } = useT('conversionUpload');
  const job = useQuery(GetConversionUploadDocument, { id });
  const upload = job.data?.conversion_upload;
  const state = upload?.state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (job.data) schedules the next read
  useEffect(() => {
    if (!state || finished(state)) return;
    const timer = setTimeout(job.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [state, job.reload, job.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once, when the upload ends
  useEffect(() => {
    if (state && finished(state)) onFinished?.();
  }, [state]);

  if (!upload)
    return (
      <p className={job.error ? 'loop-error' : 'muted'} role={job.error ? 'alert' : undefined}>
        {job.error ? t('readFailed', { message: messageOf(job.error) }) : t('loading')}
      </p>
    );
  return (
    <div className="loop-form" data-testid="upload-job" data-state={upload.state}>
      <p>
        <strong>{t(`states.${upload.state}`)}</strong> ·{' '}
        {t('linesDone', { done: formatCount(upload.lines_done), total: formatCount(upload.lines_total) })}
      </p>
      {!finished(upload.state) && (
        <>
          <Progress value={upload.percent} aria-label={t('progress')} />
          <p className="muted">{t('jobNote')}</p>
        </>
      )}
      <UploadCounts counts={upload.counts} />
      {upload.state === 'failed' && (
        <p className="loop-error" role="alert">
          {t('failedBecause', { message: upload.error ?? '—' })}
        </p>
      )}
      {finished(upload.state) && <RefusedLines errors={upload.errors} refused={upload.counts.refused} />}
    </div>
  );
}

function UploadRow({ upload, onOpen }: { upload: ConversionUploadFieldsFragment; onOpen: () => void }) {
  const { t } = useT('conversionUpload');
  const { counts } = upload;
  return (
    <tr>
      <td>{localTime(upload.created_at)}</td>
      <td>{upload.user_name ?? '—'}</td>
      <td className="num">{formatCount(upload.lines_total)}</td>
      <td className="num">{formatCount(counts.recorded)}</td>
      <td className="num">{formatCount(counts.updated)}</td>
      <td className="num">{formatCount(counts.duplicate)}</td>
      <td className={`num${counts.refused ? ' loop-error' : ''}`}>{formatCount(counts.refused)}</td>
      <td>
        {finished(upload.state) ? (
          <span className={upload.state === 'failed' ? 'loop-error' : ''} title={upload.error ?? undefined}>
            {t(`states.${upload.state}`)}
          </span>
        ) : (
          <>
            {t(`states.${upload.state}`)} · {upload.percent} %
            <Progress value={upload.percent} aria-label={t('progress')} />
          </>
        )}
      </td>
      <td>
        <button type="button" className="link" onClick={onOpen}>
          {t('open')}
        </button>
      </td>
    </tr>
  );
}

/** The workspace's recent uploads, newest first; refreshed while one runs, and one opened in place. */
export function RecentUploads({ revision }: { revision?: unknown }) {
  const { t } = useT('conversionUpload');
  const uploads = useQuery(ConversionUploadsDocument, {});
  const [open, setOpen] = useState<string | null>(null);
  const list = uploads.data?.conversion_uploads ?? [];
  const running = list.some((u) => !finished(u.state));
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision is the trigger (an upload was made)
  useEffect(() => uploads.reload(), [revision]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer (uploads.data) schedules the next poll
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(uploads.reload, POLL_MS * 2);
    return () => clearTimeout(timer);
  }, [running, uploads.reload, uploads.data]);

  return (
    <section className="loop-form" aria-label={t('recent')}>
      <h3>{t('recent')}</h3>
      {!uploads.data ? (
        <p className="muted">{uploads.error ? t('recentFailed') : t('loading')}</p>
      ) : !list.length ? (
        <p className="muted">{t('recentEmpty')}</p>
      ) : (
        <div className="loop-preview">
          <table aria-label={t('recent')}>
            <thead>
              <tr>
                <th>{t('when')}</th>
                <th>{t('who')}</th>
                <th className="num">{t('lines')}</th>
                <th className="num">{t('results.recorded')}</th>
                <th className="num">{t('results.updated')}</th>
                <th className="num">{t('results.duplicate')}</th>
                <th className="num">{t('results.refused')}</th>
                <th>{t('state')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <UploadRow key={u.id} upload={u} onOpen={() => setOpen(open === u.id ? null : u.id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <UploadJob key={open} id={open} />}
    </section>
  );
}
