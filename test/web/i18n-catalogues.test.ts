import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The catalogues against the source (docs/web.md "Languages"): English, Russian and Ukrainian hold the
 * same keys; every literal key a translated file asks for exists; and a translated file shows no
 * visible text of its own (JSX text, or a label, title, header, help, placeholder, caption written as a
 * literal): every word goes through `t()`. Server texts (errors, notification titles) are shown as
 * sent, so they never appear as literals here.
 */
const ROOT = process.cwd();
const WEB = join(ROOT, 'web', 'src');
const I18N = join(WEB, 'i18n');
const LANGUAGES = ['en', 'ru', 'uk'];

/** The files whose every visible word is in the catalogues (the others are being translated). */
const TRANSLATED = [
  'app.tsx',
  'shell/preferences.tsx',
  'shell/shortcuts.tsx',
  'screens/login.tsx',
  'screens/catalogue.tsx',
  'screens/notifications.tsx',
  'screens/settings.tsx',
  'ui/entity-screen.tsx',
  'ui/table.tsx',
  'ui/column-picker.tsx',
  'ui/stats.tsx',
  'ui/form.tsx',
  'ui/entity-ops.tsx',
  'screens/webhooks.tsx',
  'screens/security.tsx',
  'screens/alerts.tsx',
  'ui/buttons.tsx',
  'ui/picker.tsx',
  'ui/more-actions.tsx',
  'ui/live-controls.tsx',
  'screens/traffic-log.tsx',
  'screens/conversion-log.tsx',
  'screens/postback-log.tsx',
  'screens/click-log.tsx',
  'screens/click-log-columns.tsx',
  'screens/click-log-filters.tsx',
  'screens/click-detail.tsx',
  'screens/audit.tsx',
  'ui/log-filters.tsx',
  'ui/log-words.tsx',
  'ui/world-map.tsx',
  'ui/trace-steps.tsx',
  'ui/short-id.tsx',
  'ui/search-box.tsx',
  'ui/field-diff.tsx',
  'screens/reports.tsx',
  'screens/report-settings.tsx',
  'screens/report-table.tsx',
  'screens/report-toolbar.tsx',
  'screens/report-filters.tsx',
  'screens/report-metrics.tsx',
  'screens/report-saved.tsx',
  'screens/report-funnel.tsx',
  'screens/funnel-stages.tsx',
  'screens/report-cohort.tsx',
  'screens/report-cohort-table.tsx',
  'ui/read-from.tsx',
  'ui/chosen-columns.tsx',
  'ui/chart.tsx',
  'ui/stats-screen.tsx',
  'ui/column-resize.tsx',
  'screens/entity-page.tsx',
  'screens/dashboard.tsx',
  'screens/dashboard-blocks.tsx',
  'screens/dashboard-charts.tsx',
  'screens/dashboard-map.tsx',
  'screens/rules.tsx',
  'screens/rule-editor.tsx',
  'screens/rule-fields.tsx',
  'screens/rule-activity.tsx',
  'screens/rule-options.ts',
  'ui/revenue-basis.ts',
  'ui/metric-header.tsx',
  'screens/settings-postback-key.tsx',
  'ui/money-warnings.tsx',
  'ui/postback-urls.tsx',
  'ui/currency-field.tsx',
  'ui/ecb-rates-setting.tsx',
  'ui/notification-link.tsx',
  'ui/rate-direction.ts',
  'screens/flows.tsx',
  'screens/flow-editor.tsx',
  'screens/flow-filters.tsx',
  'screens/weighted-picker.tsx',
  'ui/schedule-grid.tsx',
  'ui/row-editors.tsx',
  'screens/templates.tsx',
  'screens/team.tsx',
  'screens/domains.tsx',
  'screens/link-domain.tsx',
  'screens/import.tsx',
  'screens/import-setup.tsx',
  'screens/simulator.tsx',
  'screens/landing-offer-link.tsx',
  'screens/first-run.tsx',
  'screens/campaign-page.tsx',
  'screens/campaign-setup.tsx',
  'screens/campaigns.tsx',
  'screens/conversion-upload.tsx',
  'screens/conversion-upload-jobs.tsx',
  'screens/cost-csv.tsx',
  'screens/cost-history.tsx',
  'screens/cost-update.tsx',
  'screens/entity-report.tsx',
  'ui/entity-columns.tsx',
  'ui/enum-phrase.tsx',
  'ui/period.tsx',
  'ui/file-picker.tsx',
  'ui/flags.tsx',
  'screens/import-columns.tsx',
];

type Tree = { [key: string]: string | Tree };
const catalogue = (language: string, area: string): Tree =>
  JSON.parse(readFileSync(join(I18N, language, `${area}.json`), 'utf8'));
const areas = readdirSync(join(I18N, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/** Leaf keys, plural forms (_one, _few, _many, _other) folded into their key. */
function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'string') out.add(path);
    else for (const inner of keys(value, `${path}.`)) out.add(inner);
  }
  return out;
}
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => {
    if (!node || typeof node !== 'object') return undefined;
    const n = node as Tree;
    return n[part] ?? n[`${part}_other`] ?? n[`${part}_one`];
  }, tree);

/** Words a person reads: letters of any script. Codes like USD, UTC, E-mail stay allowed through ALLOWED. */
const WORDS = /\p{L}{2,}/u;
const ALLOWED = new Set(['USD', 'UTC', 'E-mail', 'CAPI']);
const TEXT_PROPERTIES = new Set(['label', 'header', 'help', 'title', 'emptyHint', 'empty', 'caption', 'question']);
const TEXT_ATTRIBUTES = new Set(['label', 'title', 'aria-label', 'placeholder', 'alt', 'caption', 'empty', 'question']);

function problemsOf(file: string, text?: string): string[] {
  const path = join(WEB, file);
  const code = text ?? readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const problems: string[] = [];
  const where = (node: ts.Node) =>
    `${relative(ROOT, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  // The areas the file's `t` reads (useT('area'), else common); `common` is every area's fallback.
  const used = new Set(['common']);
  const visible = (text: string) => WORDS.test(text) && !ALLOWED.has(text.trim());
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useT') {
      const [area] = node.arguments;
      if (area && ts.isStringLiteral(area)) used.add(area.text);
    }
    if (ts.isJsxText(node) && visible(node.text)) problems.push(`${where(node)} text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText();
      if (TEXT_ATTRIBUTES.has(name) && visible(node.initializer.text))
        problems.push(`${where(node)} ${name}="${node.initializer.text}"`);
    }
    if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText()) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      visible(node.initializer.text)
    )
      problems.push(`${where(node)} ${node.name.getText()}: '${node.initializer.text}'`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Literal keys: t('key'), t('area:key'), i18next.t('area:key').
  const check = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ((ts.isIdentifier(node.expression) && node.expression.text === 't') ||
        (ts.isPropertyAccessExpression(node.expression) && node.expression.getText() === 'i18next.t'))
    ) {
      const [key] = node.arguments;
      if (key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))) {
        const [area, inner] = key.text.includes(':') ? key.text.split(':') : [null, key.text];
        const candidates = area ? [area] : [...used];
        for (const language of LANGUAGES) {
          const found = candidates.some(
            (a) => areas.includes(a) && lookup(catalogue(language, a), inner) !== undefined,
          );
          if (!found) problems.push(`${where(node)} key "${key.text}" missing in ${language}`);
        }
      }
    }
    ts.forEachChild(node, check);
  };
  check(source);
  return problems;
}

describe('the catalogues and the source', () => {
  it('has English, Russian and Ukrainian catalogues with the same keys in every area', () => {
    assert.ok(areas.includes('common') && areas.includes('enums') && areas.includes('metrics'));
    for (const area of areas) {
      const english = keys(catalogue('en', area));
      for (const language of LANGUAGES.slice(1)) {
        const other = keys(catalogue(language, area));
        const missing = [...english].filter((k) => !other.has(k));
        const extra = [...other].filter((k) => !english.has(k));
        assert.deepEqual([missing, extra], [[], []], `${language}/${area}.json against en`);
      }
    }
  });

  it('finds every literal key of the translated files, and no visible text outside t()', () => {
    const problems = TRANSLATED.flatMap((file) => problemsOf(file));
    assert.deepEqual(problems, []);
  });

  it('catches a literal: the check itself fails on text written into JSX', () => {
    // The rule's own proof: a visible literal, a literal title and a key missing in all three are reported.
    const code = `export const X = () => <p title="Hello there">Plain words {t('no.such.key')} {t('nav.reports')}</p>;`;
    const found = problemsOf('scratch.tsx', code);
    assert.equal(found.length, 5, found.join('\n'));
  });
});
