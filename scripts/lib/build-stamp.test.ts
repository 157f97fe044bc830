/**
 * The build stamp decides whether `npm test` reuses website/build: it must change with any build input
 * and stay the same when only build outputs, caches or tests change.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {buildHash, readStamp, writeStamp} from './build-stamp.ts';

function fixture(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  const write = (rel: string, text: string): void => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), text);
  };
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('website/docusaurus.config.ts', 'export default {};');
  write('website/docs/intro.md', '# Intro');
  write('spec/routes.tsv', '/\tintro');
  write('packages/search/src/cli.ts', '');
  write('scripts/stubs/overrides.json', '{}');
  return root;
}

test('any input change changes the hash; outputs, caches, generated API pages and tests do not', () => {
  const root = fixture();
  const base = buildHash(root, {}).hash;
  assert.equal(buildHash(root, {}).hash, base, 'stable');
  for (const rel of ['website/build/index.html', 'website/.docusaurus/x.json', 'website/node_modules/a/index.js', 'website/docs/api/python-api/assets.mdx', 'website/docs/api/python-api/libraries/dagster-aws.mdx', 'packages/search/src/cli.test.ts', 'website/src/x.test.ts']) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), 'output');
    assert.equal(buildHash(root, {}).hash, base, `${rel} is not an input`);
  }
  for (const rel of ['website/docs/intro.md', 'spec/routes.tsv', 'packages/search/src/cli.ts', 'package-lock.json', 'scripts/stubs/overrides.json']) {
    const before = fs.readFileSync(path.join(root, rel), 'utf8');
    fs.writeFileSync(path.join(root, rel), before + ' ');
    assert.notEqual(buildHash(root, {}).hash, base, `${rel} is an input`);
    fs.writeFileSync(path.join(root, rel), before);
  }
  assert.notEqual(buildHash(root, {SEARCH_HOSTS: 'http://127.0.0.1:1'}).hash, base, 'the site config env is an input');
  fs.rmSync(root, {recursive: true, force: true});
});

test('the stamp is read back as written; a build without one has none', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-out-'));
  assert.equal(readStamp(dir), null);
  writeStamp(dir, 'abc123');
  assert.equal(readStamp(dir), 'abc123');
  fs.rmSync(dir, {recursive: true, force: true});
});
