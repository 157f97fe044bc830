/**
 * Visual regression of the Dagster look: the main page kinds in light and dark
 * mode at 1280 px and 375 px wide, compared pixel by pixel (pixelmatch, per-pixel colour
 * threshold 0.1) with the screenshots committed under e2e/screenshots/. A test fails when more
 * than `MAX_DIFF_RATIO` of the pixels differ, and writes the new screenshot and a diff image
 * under e2e/artifacts/visual/ to look at.
 *
 * Baselines: a missing one is written (and the test passes); `UPDATE_SCREENSHOTS=1` rewrites all,
 * after a deliberate change of the look. Screenshots are of the first viewport (not the full page)
 * with animations off and the text caret hidden, so they are stable from run to run.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';
import {E2E, artifactsDir, newContext, repoRoot, useSiteSession} from './lib/harness.ts';
import {waitForHydration} from './lib/page-kinds.ts';

const session = useSiteSession();

/** Share of pixels (0..1) that may differ before the look counts as changed. */
export const MAX_DIFF_RATIO = 0.01;

const baselineDir = path.join(repoRoot, 'e2e', 'screenshots');
const outDir = path.join(artifactsDir, 'visual');
const update = process.env.UPDATE_SCREENSHOTS === '1';

/** Page kinds whose look is compared (paths with stable content). */
const KINDS = [
  {kind: 'home', path: '/'},
  {kind: 'guide', path: '/getting-started/quickstart'},
  {kind: 'api', path: '/api/python-api/assets'},
  {kind: 'integrations', path: '/integrations/libraries/'},
  {kind: 'search', path: '/search?q=asset'},
] as const;

for (const width of [1280, 375]) {
  for (const mode of ['light', 'dark'] as const) {
    describe(`look at ${width} px, ${mode} mode`, () => {
      for (const {kind, path: pagePath} of KINDS) {
        test(`${kind} (${pagePath}) matches e2e/screenshots/${kind}-${mode}-${width}.png`, E2E, async () => {
          const context = await newContext(session.browser, {viewport: {width, height: 800}, colorScheme: mode, reducedMotion: 'reduce'});
          try {
            const page = await context.newPage();
            await page.goto(session.server.url + pagePath);
            await waitForHydration(page);
            if (kind === 'search') await page.locator('main article a, main h2 a').first().waitFor();
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            const shot = PNG.sync.read(await page.screenshot({animations: 'disabled', caret: 'hide'}));
            const name = `${kind}-${mode}-${width}.png`;
            const baselineFile = path.join(baselineDir, name);
            if (update || !fs.existsSync(baselineFile)) {
              fs.mkdirSync(baselineDir, {recursive: true});
              fs.writeFileSync(baselineFile, PNG.sync.write(shot));
              return;
            }
            const base = PNG.sync.read(fs.readFileSync(baselineFile));
            fs.mkdirSync(outDir, {recursive: true});
            if (base.width !== shot.width || base.height !== shot.height) {
              fs.writeFileSync(path.join(outDir, name), PNG.sync.write(shot));
              assert.fail(`${name}: size ${shot.width}x${shot.height}, baseline ${base.width}x${base.height}`);
            }
            const diff = new PNG({width: base.width, height: base.height});
            const differing = pixelmatch(base.data, shot.data, diff.data, base.width, base.height, {threshold: 0.1});
            const ratio = differing / (base.width * base.height);
            if (ratio > MAX_DIFF_RATIO) {
              fs.writeFileSync(path.join(outDir, name), PNG.sync.write(shot));
              fs.writeFileSync(path.join(outDir, name.replace('.png', '.diff.png')), PNG.sync.write(diff));
            }
            assert.ok(ratio <= MAX_DIFF_RATIO, `${name}: ${(ratio * 100).toFixed(2)} % of pixels differ (limit ${MAX_DIFF_RATIO * 100} %); see e2e/artifacts/visual/`);
          } finally {
            await context.close();
          }
        });
      }
    });
  }
}
