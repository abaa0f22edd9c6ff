import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import ts from 'typescript';

/**
 * The rule in words (issue 36 item 6): `web/src/screens/rule-sentence.ts` is a pure function of the
 * editor's state. The app's own file is loaded here (transpiled as it is, it imports types only) with
 * the app's own catalogues, so the sentence the test reads is the one the editor shows.
 */
const WEB = join(process.cwd(), 'web', 'src');
// Typed here, not imported: a type import would compile the app's file into dist with the service.
type Draft = {
  target_kind: string;
  sub_id: number | null;
  targets: number;
  condition: string;
  window_kind: 'today' | 'last_hours';
  window_hours: number;
  every_minutes: number;
  min_clicks: number;
  cooldown_minutes: number;
  dry_run: boolean;
  on_fire: string[];
  on_recover: string[];
};
type Words = {
  t: (key: string, options?: Record<string, unknown>) => string;
  metric: (name: string) => string;
  language: string;
};
type Module = { ruleSentence: (draft: Draft, words: Words) => string; inSentence: (label: string) => string };

function loadModule(): Module {
  const source = readFileSync(join(WEB, 'screens', 'rule-sentence.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} as Module };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, () => ({}));
  return module.exports;
}
const sentence = loadModule();

const catalogue = (language: string, area: string) =>
  JSON.parse(readFileSync(join(WEB, 'i18n', language, `${area}.json`), 'utf8'));

async function wordsIn(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { rules: catalogue(language, 'rules') } },
    interpolation: { escapeValue: false },
  });
  const metrics = catalogue(language, 'metrics').metric as Record<string, string>;
  return {
    t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options),
    metric: (name: string) => (metrics[name] ? sentence.inSentence(metrics[name]) : name),
    language,
  };
}

const base: Draft = {
  target_kind: 'campaign',
  sub_id: null,
  targets: 0,
  condition: 'cost > 1 and conversions = 0',
  window_kind: 'today',
  window_hours: 24,
  every_minutes: 1,
  min_clicks: 0,
  cooldown_minutes: 0,
  dry_run: false,
  on_fire: ['pause_campaign', 'notify'],
  on_recover: [],
};

describe('the rule in words', () => {
  it('says the issue’s example in English and in Russian', async () => {
    const [en, ru] = [await wordsIn('en'), await wordsIn('ru')];
    assert.equal(
      sentence.ruleSentence(base, en),
      "Every minute, for each campaign where today's cost > 1 and conversions = 0: pause it, notify me.",
    );
    assert.equal(
      sentence.ruleSentence(base, ru),
      'Каждую минуту для каждой кампании, где сегодня расход > 1 и конверсии = 0: поставить на паузу, уведомить меня.',
    );
  });

  it('says the schedule, the window, listed targets, minimum clicks, recovery, cooldown and dry run', async () => {
    const [en, ru] = [await wordsIn('en'), await wordsIn('ru')];
    const rule: Draft = {
      ...base,
      target_kind: 'offer',
      targets: 3,
      condition: 'roi < -30 AND clicks >= 500 || cr != 0.5',
      window_kind: 'last_hours',
      window_hours: 6,
      every_minutes: 15,
      min_clicks: 100,
      cooldown_minutes: 30,
      dry_run: true,
      on_fire: ['remove_from_rotation', 'messenger'],
      on_recover: ['revert', 'notify'],
    };
    assert.equal(
      sentence.ruleSentence(rule, en),
      'Every 15 minutes, for each of the chosen offers (3) with 100+ clicks where over the last 6 hours ' +
        'ROI < -30 and clicks ≥ 500 or CR ≠ 0.5: take it out of rotation, send a messenger alert. ' +
        'When it recovers: undo what it changed, notify me. A target keeps its state at least 30 minutes. ' +
        'Dry run: it only notifies and changes nothing.',
    );
    assert.equal(
      sentence.ruleSentence(rule, ru),
      'Каждые 15 минут для каждого из выбранных офферов (3) (от 100 кликов), где за последние 6 часов ' +
        'ROI < -30 и клики ≥ 500 или CR ≠ 0,5: убрать из ротации, написать в мессенджер. ' +
        'Когда восстановится: вернуть как было, уведомить меня. Цель остаётся в своём состоянии не меньше 30 минут. ' +
        'Тестовый режим: только уведомляет, ничего не меняет.',
    );
  });

  it('says placements inside campaigns, hours and days, brackets, arithmetic and custom metrics', async () => {
    const [en, ru] = [await wordsIn('en'), await wordsIn('ru')];
    const placement: Draft = {
      ...base,
      target_kind: 'sub_id',
      sub_id: 2,
      condition: '(revenue - cost) / clicks < -0.2 OR my_margin > 3',
      every_minutes: 120,
      window_kind: 'last_hours',
      window_hours: 1,
      on_fire: ['block_value'],
    };
    assert.equal(
      sentence.ruleSentence(placement, en),
      'Every 2 hours, for each value of sub id 2 in every campaign where over the last hour ' +
        '(revenue - cost) / clicks < -0.2 or my_margin > 3: block the value.',
    );
    assert.equal(
      sentence.ruleSentence({ ...placement, target_kind: 'site', targets: 2, every_minutes: 1440 }, ru),
      'Каждый день для каждого сайта / зоны в выбранных кампаниях (2), где за последний 1 час ' +
        '(доход - расход) / клики < -0,2 или my_margin > 3: заблокировать значение.',
    );
    assert.equal(
      sentence.ruleSentence({ ...base, every_minutes: 60, condition: '', on_fire: [] }, en),
      "Every hour, for each campaign where today's … (write the condition): nothing yet (choose what it does).",
    );
    assert.equal(
      sentence.ruleSentence({ ...base, every_minutes: 22, target_kind: 'flow' }, ru).slice(0, 40),
      'Каждые 22 минуты для каждого потока, где',
    );
  });
});
