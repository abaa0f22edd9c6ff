import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_APP_DIR } from '../../app/web-app';

/** The JavaScript budget of the first screens (log-in, campaign list): docs/decisions.md. */
const BUDGET_GZIP = 300 * 1024;

const built = existsSync(join(WEB_APP_DIR, 'index.html'));

describe('web app bundle budget', { skip: built ? false : 'the web app is not built (npm run build)' }, () => {
  it('loads under 300 kB of JavaScript gzipped before the first screen, charts and .xlsx lazily', () => {
    const html = readFileSync(join(WEB_APP_DIR, 'index.html'), 'utf8');
    // What the page loads at once: its entry module and the chunks it preloads (static imports).
    const initial = [
      ...html.matchAll(/<script type="module"[^>]* src="\/app\/([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/app\/([^"]+\.js)"/g),
    ].map((m) => m[1]);
    assert.ok(initial.length >= 1, 'an entry script');
    const sizes = initial.map((file) => gzipSync(readFileSync(join(WEB_APP_DIR, file))).length);
    const total = sizes.reduce((a, b) => a + b, 0);
    assert.ok(total < BUDGET_GZIP, `initial JavaScript ${total} bytes gzipped, budget ${BUDGET_GZIP}`);
    const code = initial.map((file) => readFileSync(join(WEB_APP_DIR, file), 'utf8')).join('\n');
    // ECharts and SheetJS are only in lazy chunks (their banners / registries name them).
    assert.doesNotMatch(code, /echarts\/lib|registerMap\(|SheetJS|XLSX\.version/, 'no chart or xlsx code up front');
    // The world map's geometry is a file fetched by the map's own lazy chunk.
    assert.doesNotMatch(code, /FeatureCollection|countries-110m/, 'no map geometry up front');
  });
});
