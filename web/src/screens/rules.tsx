import { useState } from 'react';
import { messageOf } from '../api/errors';
import { run, useQuery } from '../api/hooks';
import { DeleteRuleDocument, RulesDocument, type RuleFieldsFragment } from '../generated/graphql';
import { useT } from '../i18n';
import { ConfirmButton } from '../ui/buttons';
import { localDate } from '../ui/format';
import { DataTable } from '../ui/table';
import { RuleActivity } from './rule-activity';
import { RuleEditor } from './rule-editor';
import { sentenceWords } from './rule-options';
import { draftOfRule, ruleSentence } from './rule-sentence';
import './rules.css';

/** Auto-rules: the list (each rule in words), an editor, and a rule's history and targets' state. */
export function RulesScreen() {
  const { t } = useT('rules');
  const rules = useQuery(RulesDocument, {});
  const [selected, setSelected] = useState<RuleFieldsFragment | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current =
    selected === 'new' ? 'new' : selected && (rules.data?.rules.find((r) => r.id === selected.id) ?? selected);
  const words = sentenceWords(t);
  const remove = async (rule: RuleFieldsFragment) => {
    try {
      await run(DeleteRuleDocument, { id: rule.id });
      if (selected !== 'new' && selected?.id === rule.id) setSelected(null);
      setError(null);
      rules.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <section aria-labelledby="screen-title">
      <header className="screen-head">
        <h1 id="screen-title">{t('nav.rules')}</h1>
        <button type="button" onClick={() => setSelected('new')}>
          {t('new')}
        </button>
      </header>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DataTable
        caption={t('nav.rules')}
        empty={t('list.empty')}
        data={rules.data?.rules ?? []}
        columns={[
          { accessorKey: 'name', header: t('list.name') },
          {
            accessorKey: 'enabled',
            header: t('list.state'),
            cell: ({ row }) =>
              row.original.enabled ? (row.original.dry_run ? t('list.dryRun') : t('list.on')) : t('list.off'),
          },
          {
            accessorKey: 'target_kind',
            header: t('list.targets'),
            cell: ({ row }) => {
              const kind = t(`kind.${row.original.target_kind}`);
              const count = row.original.target_ids.length;
              return count ? t('list.listed', { kind, count }) : t('list.all', { kind });
            },
          },
          {
            id: 'sentence',
            header: t('list.rule'),
            cell: ({ row }) => (
              <span className="rule-sentence-cell" title={row.original.condition}>
                {ruleSentence(draftOfRule(row.original), words)}
              </span>
            ),
          },
          {
            accessorKey: 'last_evaluated_at',
            header: t('list.lastChecked'),
            cell: ({ getValue }) => (getValue() ? localDate(getValue(), true) : '—'),
          },
          {
            id: 'actions',
            header: t('entity.actions'),
            cell: ({ row }) => (
              <span className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setSelected(row.original)}
                  aria-label={t('list.openNamed', { name: row.original.name })}
                >
                  {t('list.open')}
                </button>
                <ConfirmButton
                  question={t('list.deleteQuestion', { name: row.original.name })}
                  onConfirm={() => remove(row.original)}
                >
                  {t('entity.delete')}
                </ConfirmButton>
              </span>
            ),
          },
        ]}
      />
      {current && (
        <div className="rule-panel">
          <aside
            className="editor"
            aria-label={current === 'new' ? t('new') : t('editor.panel', { name: current.name })}
          >
            <RuleEditor
              key={current === 'new' ? 'new' : current.id}
              rule={current === 'new' ? null : current}
              onSaved={(saved) => {
                setSelected(saved);
                rules.reload();
              }}
              onClose={() => setSelected(null)}
            />
          </aside>
          {current !== 'new' && <RuleActivity key={current.id} rule={current} onRefresh={rules.reload} />}
        </div>
      )}
    </section>
  );
}
