import { useState, type ReactNode } from 'react';
import { ApiError, messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import {
  CreateCustomMetricDocument,
  CustomMetricsDocument,
  DeleteCustomMetricDocument,
  UpdateCustomMetricDocument,
} from '../generated/graphql';
import { ConfirmButton } from '../ui/buttons';
import { useT } from '../i18n';
import { positionOf, type LocalMetric } from './report-definition';

/** A formula problem under its input, with a caret under the position the API names. */
function FormulaError({ id, formula, message }: { id: string; formula: string; message?: string }) {
  if (!message) return null;
  const position = positionOf(message);
  return (
    <small className="field-error formula-error" id={id} role="alert">
      {message}
      {position !== null && (
        <span className="caret" aria-hidden="true">
          {formula}
          {'\n'}
          {' '.repeat(Math.max(0, position - 1))}^
        </span>
      )}
    </small>
  );
}

/** One editable metric: name, formula, its buttons, and the API's error next to the field it names. */
function MetricRow({
  prefix,
  title,
  index,
  metric,
  error,
  onChange,
  children,
}: {
  prefix: string;
  /** How the row's controls are named: "Metric 2", "New metric", "Local metric 1". */
  title: string;
  index: number;
  metric: LocalMetric;
  error?: string;
  onChange: (metric: LocalMetric) => void;
  children: ReactNode;
}) {
  const { t } = useT('reports');
  const id = `${prefix}-${index}`;
  const onName = error && /\.name\b|name must|of that name/.test(error);
  return (
    <div className="formula-row">
      <label className="sr-only" htmlFor={`${id}-name`}>
        {t('metrics.name', { title })}
      </label>
      <input
        id={`${id}-name`}
        value={metric.name}
        placeholder={prefix === 'new-metric' ? t('metrics.newNamePlaceholder') : t('metrics.namePlaceholder')}
        aria-invalid={onName ? true : undefined}
        aria-describedby={onName ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...metric, name: e.target.value })}
      />
      <label className="sr-only" htmlFor={`${id}-formula`}>
        {t('metrics.formula', { title })}
      </label>
      <input
        id={`${id}-formula`}
        value={metric.formula}
        placeholder={t('metrics.formulaPlaceholder')}
        spellCheck={false}
        aria-invalid={error && !onName ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange({ ...metric, formula: e.target.value })}
      />
      <span className="row-actions">{children}</span>
      <FormulaError id={`${id}-error`} formula={metric.formula} message={error} />
    </div>
  );
}

/**
 * Custom metrics: the workspace's global ones (CustomMetrics, Create/Update/DeleteCustomMetric,
 * REST /custom-metrics) and this report's local ones (sent in the request; a local name overrides
 * a global one). Formulas are checked by the API; its message and position show under the formula.
 */
export function CustomMetricsPanel({
  local,
  localErrors,
  onLocalChange,
  onGlobalsChange,
}: {
  local: LocalMetric[];
  localErrors: Record<number, string>;
  onLocalChange: (metrics: LocalMetric[]) => void;
  onGlobalsChange: () => void;
}) {
  const globals = useQuery(CustomMetricsDocument, {});
  const [edits, setEdits] = useState<Record<string, LocalMetric>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState<LocalMetric>({ name: '', formula: '' });
  const [status, setStatus] = useState('');
  const { t } = useT('reports');

  const attempt = async (key: string, action: () => Promise<unknown>, done: string) => {
    setErrors(({ [key]: _, ...rest }) => rest);
    setStatus('');
    try {
      await action();
      setStatus(done);
      globals.reload();
      onGlobalsChange();
      return true;
    } catch (e) {
      setErrors((all) => ({ ...all, [key]: e instanceof ApiError ? e.message : messageOf(e) }));
      return false;
    }
  };

  const list = globals.data?.custom_metrics ?? [];
  return (
    <fieldset>
      <legend>{t('metrics.title')}</legend>
      <h3>{t('metrics.global')}</h3>
      {list.map((m, i) => {
        const edit = edits[m.id] ?? { name: m.name, formula: m.formula };
        return (
          <MetricRow
            key={m.id}
            prefix="global"
            title={t('metrics.globalTitle', { n: i + 1 })}
            index={i}
            metric={edit}
            error={errors[m.id]}
            onChange={(next) => setEdits((all) => ({ ...all, [m.id]: next }))}
          >
            <button
              type="button"
              className="secondary"
              disabled={edit.name === m.name && edit.formula === m.formula}
              onClick={() =>
                attempt(
                  m.id,
                  () => run(UpdateCustomMetricDocument, { id: m.id, name: edit.name, formula: edit.formula }),
                  t('metrics.saved', { name: edit.name }),
                )
              }
            >
              {t('metrics.save')}
            </button>
            <ConfirmButton
              question={t('metrics.deleteQuestion', { name: m.name })}
              onConfirm={async () =>
                void (await attempt(
                  m.id,
                  () => run(DeleteCustomMetricDocument, { id: m.id }),
                  t('metrics.deleted', { name: m.name }),
                ))
              }
            >
              {t('metrics.delete')}
            </ConfirmButton>
          </MetricRow>
        );
      })}
      <MetricRow
        prefix="new-metric"
        title={t('metrics.newTitle')}
        index={0}
        metric={draft}
        error={errors.new}
        onChange={setDraft}
      >
        <button
          type="button"
          onClick={async () => {
            if (
              await attempt(
                'new',
                () => run(CreateCustomMetricDocument, draft),
                t('metrics.created', { name: draft.name }),
              )
            )
              setDraft({ name: '', formula: '' });
          }}
        >
          {t('metrics.create')}
        </button>
      </MetricRow>
      <h3>{t('metrics.local')}</h3>
      {local.map((m, i) => (
        <MetricRow
          key={i}
          prefix="local"
          title={t('metrics.localTitle', { n: i + 1 })}
          index={i}
          metric={m}
          error={localErrors[i]}
          onChange={(next) => onLocalChange(local.map((x, j) => (j === i ? next : x)))}
        >
          <button
            type="button"
            className="secondary"
            aria-label={t('metrics.removeLocal', { n: i + 1 })}
            onClick={() => onLocalChange(local.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </MetricRow>
      ))}
      <button type="button" className="secondary" onClick={() => onLocalChange([...local, { name: '', formula: '' }])}>
        {t('metrics.addLocal')}
      </button>
      <p className="muted" role="status">
        {status}
      </p>
    </fieldset>
  );
}
