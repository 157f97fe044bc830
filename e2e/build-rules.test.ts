/**
 * Build rules (broken links, anchors and markdown links fail the build): a copy of the site with one broken link, one broken anchor or
 * one broken markdown link fails to build, and says which page and which link.
 * Each case builds a small copy of the real site (same config, theme and plugins; two tiny docs).
 */
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot, runGroup} from './lib/harness.ts';

const website = path.join(repoRoot, 'website');
/** Copies live beside website/ (same depth), so the config's relative paths to spec/ still hold. */
const created: string[] = [];

const TARGET = `---
title: Installation
description: A target page for the build-rule tests.
---

## Install the package

Some text.
`;

function siteWith(caseName: string, introBody: string): string {
  const dir = path.join(repoRoot, `.tmp-site-${caseName}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir);
  created.push(dir);
  for (const f of ['docusaurus.config.ts', 'sidebars.ts', 'sidebar-utils.ts', 'sidebars.outline.ts', 'tags.yml', 'tsconfig.json']) {
    fs.copyFileSync(path.join(website, f), path.join(dir, f));
  }
  fs.cpSync(path.join(website, 'src'), path.join(dir, 'src'), {recursive: true});
  fs.cpSync(path.join(website, 'static'), path.join(dir, 'static'), {recursive: true});
  fs.mkdirSync(path.join(dir, 'docs', 'getting-started'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'docs', 'getting-started', 'installation.md'), TARGET);
  fs.writeFileSync(
    path.join(dir, 'docs', 'intro.md'),
    `---\ntitle: Overview\ndescription: Build-rule test page.\nslug: /\n---\n\n${introBody}\n`,
  );
  return dir;
}

/** Builds a copy (a Docusaurus build in its own process group, stopped if the test file ends first). */
async function build(dir: string): Promise<{status: number | null; output: string}> {
  const res = await runGroup(process.execPath, [path.join(repoRoot, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', dir, '--out-dir', path.join(dir, 'build')], {
    cwd: repoRoot,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', DOCS_DRAFT: ''},
    timeoutMs: 400_000,
  });
  return {status: res.status, output: res.output};
}

/** Each case is one site build: minutes on a loaded 2-core machine. */
const BUILD_TEST = {timeout: 420_000};

after(() => {
  for (const d of created) fs.rmSync(d, {recursive: true, force: true});
});

/** Site copies built at once (each build is mostly one busy thread; 2 fits a 2-core machine). */
const CONCURRENT_BUILDS = 2;

describe('broken links fail the build', {concurrency: CONCURRENT_BUILDS}, () => {
  test('a control copy with only valid links builds', BUILD_TEST, async () => {
    const {status, output} = await build(siteWith('ok', 'See [installation](/getting-started/installation#install-the-package).'));
    assert.equal(status, 0, output.slice(-3000));
  });

  test('a broken link names the page and the target', BUILD_TEST, async () => {
    const {status, output} = await build(siteWith('link', 'See [nowhere](/no/such/page).'));
    assert.notEqual(status, 0);
    assert.match(output, /Broken link on source page path = \/:/);
    assert.match(output, /linking to \/no\/such\/page/);
  });

  test('a broken anchor names the page and the anchor', BUILD_TEST, async () => {
    const {status, output} = await build(siteWith('anchor', 'See [install](/getting-started/installation#no-such-heading).'));
    assert.notEqual(status, 0);
    assert.match(output, /Broken anchor on source page path = \/:/);
    assert.match(output, /\/getting-started\/installation#no-such-heading/);
  });

  test('a broken markdown link names the file and the link', BUILD_TEST, async () => {
    const {status, output} = await build(siteWith('mdlink', 'See [missing](./getting-started/missing-file.md).'));
    assert.notEqual(status, 0);
    assert.match(output, /missing-file\.md/);
    assert.match(output, /intro\.md/);
  });
});
