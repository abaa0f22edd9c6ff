import { useEffect, useId, useState } from 'react';
import { run } from '../api/hooks';
import {
  ListCampaignsDocument,
  ListFlowsDocument,
  ListLandingsDocument,
  ListOffersDocument,
  ListTrafficSourcesDocument,
  type RuleActionType,
  type RuleTargetKind,
} from '../generated/graphql';
import { useT } from '../i18n';

type Option = { value: string; label: string };

/** The entities a rule of this kind can list (campaigns for placements; flows of every campaign). */
export function useTargets(kind: RuleTargetKind): Option[] {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    const page = { limit: 500 };
    const named = (items: { id: string; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));
    const load = async () => {
      switch (kind) {
        case 'landing':
          return named((await run(ListLandingsDocument, page)).landings.items);
        case 'offer':
          return named((await run(ListOffersDocument, page)).offers.items);
        case 'source':
          return named((await run(ListTrafficSourcesDocument, page)).traffic_sources.items);
        case 'flow': {
          const campaigns = (await run(ListCampaignsDocument, page)).campaigns.items;
          const flows = await Promise.all(
            campaigns.map(async (c) =>
              (await run(ListFlowsDocument, { campaign_id: c.id, limit: 500 })).flows.items.map((f) => ({
                value: f.id,
                label: `${c.name} / ${f.name}`,
              })),
            ),
          );
          return flows.flat();
        }
        default:
          return named((await run(ListCampaignsDocument, page)).campaigns.items);
      }
    };
    load().then(
      (list) => live && setOptions(list),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  return options;
}

const FieldError = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <small className="field-error" id={`${id}-error`} role="alert">
      {error}
    </small>
  ) : null;

/** Every target of the kind, or the ones ticked by name. */
export function TargetPicker({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: Option[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useT('rules');
  const id = useId();
  const all = value.length === 0;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{label}</legend>
      <div className="field field-check">
        <label htmlFor={`${id}-all`}>{t('editor.all')}</label>
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={all}
          onChange={(e) => onChange(e.target.checked ? [] : options.slice(0, 1).map((o) => o.value))}
        />
      </div>
      {!all && (
        <div className="field">
          <label htmlFor={`${id}-list`}>{t('editor.listed')}</label>
          <select
            id={`${id}-list`}
            multiple
            size={Math.min(6, Math.max(3, options.length))}
            value={value}
            onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
            aria-invalid={error ? true : undefined}
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** The condition, and the API's refusal under it with a caret at the character it names. */
export function ConditionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useT('rules');
  const id = useId();
  const at = error ? Number(/at character (\d+)/.exec(error)?.[1] ?? 0) : 0;
  return (
    <div className="field">
      <label htmlFor={id}>{t('condition.label')}</label>
      <textarea
        id={id}
        name="condition"
        rows={2}
        spellCheck={false}
        required
        value={value}
        placeholder={t('condition.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-help`}
        onChange={(e) => onChange(e.target.value)}
      />
      <small className="help" id={`${id}-help`}>
        {t('condition.help')}
      </small>
      {error && (
        <small className="field-error" id={`${id}-error`} role="alert">
          {error}
          {at > 0 && (
            <pre className="caret" aria-hidden="true">
              {value}
              {'\n'}
              {' '.repeat(at - 1)}^
            </pre>
          )}
        </small>
      )}
    </div>
  );
}

/** What the rule does on firing or on recovery: a check box per action, each a phrase. */
export function ActionChoice({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: RuleActionType[];
  value: RuleActionType[];
  onChange: (value: RuleActionType[]) => void;
  error?: string;
}) {
  const { t } = useT('rules');
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((type) => (
        <div key={type} className="field field-check">
          <label htmlFor={`${id}-${type}`} title={type}>
            {t(`action.${type}`)}
          </label>
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={value.includes(type)}
            onChange={(e) => onChange(e.target.checked ? [...value, type] : value.filter((a) => a !== type))}
          />
        </div>
      ))}
      {value
        .filter((a) => !choices.includes(a))
        .map((a) => (
          <p key={a} className="muted">
            {t('editor.alsoSet', { action: t(`action.${a}`) })}
          </p>
        ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
