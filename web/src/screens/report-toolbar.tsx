import { useState } from 'react';
import { messageOf } from '../api/errors';
import { useT } from '../i18n';
import { CopyButton } from '../ui/buttons';
import { ColumnPicker } from '../ui/column-picker';
import { metricLabel } from '../ui/metric-labels';
import { definitionOf, type ReportDraft } from './report-definition';
import { download, serverExport, toCsv, toJson, toXls, type Sheet } from './report-export';
import { REPORT_PRESETS } from './report-columns';

/**
 * The report's tool bar: the column picker (presets by name), the W/B lists to copy, and the
 * exports — CSV, JSON and .xls of the visible columns in the browser; CSV and HTML of every row
 * from the server, with the server's warning when it cut the file.
 */
export function ReportToolbar({
  draft,
  sheet,
  builtIn,
  shown,
  onShown,
}: {
  draft: ReportDraft;
  sheet: Sheet;
  builtIn: string[];
  shown: string[];
  onShown: (shown: string[]) => void;
}) {
  const { t } = useT('reports');
  const [note, setNote] = useState<{ text: string; warning: boolean } | null>(null);
  const runExport = async (format: 'csv' | 'html') => {
    setNote(null);
    try {
      const warning = await serverExport(definitionOf(draft), format);
      setNote(
        warning
          ? { text: t('export.warning', { warning }), warning: true }
          : { text: t('export.done', { format: format.toUpperCase() }), warning: false },
      );
    } catch (e) {
      setNote({ text: t('export.refused', { message: messageOf(e) }), warning: true });
    }
  };
  // The presets by their name in the user's language (the picker shows a preset's key).
  const presets = Object.fromEntries([
    ...Object.entries(REPORT_PRESETS).map(([name, list]) => [t(`presets.${name}`), list]),
    [t('presets.All'), builtIn],
  ]);
  const { white, black } = draft.marks;
  return (
    <>
      <div className="actions">
        <ColumnPicker
          columns={builtIn.map((m) => [m, metricLabel(m)])}
          shown={shown}
          onChange={onShown}
          presets={presets}
        />
        <CopyButton text={white.join('\n')} label={t('export.copyWhite', { count: white.length })} />
        <CopyButton text={black.join('\n')} label={t('export.copyBlack', { count: black.length })} />
        <button type="button" className="secondary" onClick={() => download('report.csv', toCsv(sheet), 'text/csv')}>
          {t('export.csv')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => download('report.json', toJson(sheet), 'application/json')}
        >
          {t('export.json')}
        </button>
        <button type="button" className="secondary" onClick={async () => download('report.xls', await toXls(sheet))}>
          {t('export.xls')}
        </button>
        {(['csv', 'html'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="secondary"
            title={t('export.wholeHelp')}
            onClick={() => runExport(format)}
          >
            {t('export.whole', { format: format.toUpperCase() })}
          </button>
        ))}
      </div>
      {note && (
        <p className={note.warning ? 'warning' : 'muted'} role="status">
          {note.text}
        </p>
      )}
    </>
  );
}
