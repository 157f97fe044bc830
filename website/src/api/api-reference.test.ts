/**
 * Tests of the Python API reference (issue: API reference).
 *
 *   node --import tsx --test website/src/api/*.test.ts        (from the repo root)
 *
 * (a) every inventory symbol has its anchor exactly once on its generated page (and in the built
 *     HTML when website/build exists); (b) every anchored entry of a generated page is in the
 *     inventory; (c) every alias redirect matches routes.tsv and reaches an existing canonical page
 *     (and the built alias page redirects there); (d) description files only name inventory
 *     symbols, parameters, members and sections; (e) every example parses as Python 3 and imports
 *     only inventory names. Plus: core pages are fully described.
 */
import {test, describe, before} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {
  assignPageAnchors,
  DESCRIPTIONS_DIR,
  descriptionPath,
  generatedPagePath,
  isLibraryRoute,
  routeToSlug,
  TABLE_MEMBER_KINDS,
  anchorId,
  WEBSITE_DIR,
} from './inventory';
import {readInventory, readParamCorrections, readRoutes} from '../../../spec/reader';
import {apiAliasRedirects} from './redirects';
import {deprecationText, generate, isReleaseVersion} from '../../scripts/generate-api-docs';
import type {PageDescriptions} from './types';

const inv = readInventory();
/** Built site to check (default website/build; API_BUILD_DIR overrides, e.g. for a build with --out-dir). */
const BUILD_DIR = process.env.API_BUILD_DIR ?? path.join(WEBSITE_DIR, 'build');
const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'index.html'));

/** Built HTML of a route (`/api/python-api/assets` -> build/api/python-api/assets/index.html or .html). */
function builtHtml(route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  for (const f of [path.join(BUILD_DIR, clean, 'index.html'), path.join(BUILD_DIR, `${clean}.html`)]) {
    if (fs.existsSync(f)) return fs.readFileSync(f, 'utf8');
  }
  return undefined;
}

/** Occurrences of an HTML id attribute, quoted or (minified) unquoted. */
function countId(html: string, id: string): number {
  const esc = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (html.match(new RegExp(`\\sid=(?:"${esc}"|${esc}(?=[\\s>]))`, 'g')) ?? []).length;
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1; i = haystack.indexOf(needle, i + needle.length)) n++;
  return n;
}

function descriptionFiles(dir = DESCRIPTIONS_DIR): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? descriptionFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : [],
  );
}

before(() => {
  generate({quiet: true});
});

describe('(a) every inventory symbol has its anchor on its page', () => {
  test('inventory shape: 81 pages, 719 symbols', () => {
    assert.equal(inv.pages.length, 81);
    assert.equal(inv.pages.reduce((n, p) => n + p.symbols.length, 0), 719);
  });

  for (const page of inv.pages) {
    test(`${page.route}: each symbol anchored exactly once`, () => {
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      const anchors = assignPageAnchors(page);
      page.symbols.forEach((s, i) => {
        const id = anchors.symbols[i];
        if (!s.name.includes(' ')) assert.equal(id, s.name, `anchor of ${s.name} is its fully qualified name`);
        assert.equal(count(mdx, `{#${id}}\n`), 1, `${s.name}: heading {#${id}} once in the MDX`);
        assert.match(mdx, new RegExp(`^## .* \\{#${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}$`, 'm'), `${s.name} is an h2`);
        assert.equal(count(mdx, `"fqn":"${s.name}"`), 1, `${s.name}: rendered once`);
      });
      if (hasBuild) {
        const html = builtHtml(page.route);
        assert.ok(html, `built page for ${page.route}`);
        page.symbols.forEach((s, i) => {
          assert.equal(countId(html!, anchors.symbols[i]), 1, `${s.name}: id once in built HTML`);
        });
      }
    });
  }
});

describe('(b) every anchored entry of the generated pages is in the inventory', () => {
  for (const page of inv.pages) {
    test(page.route, () => {
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      const anchors = assignPageAnchors(page);
      const known = new Set([...anchors.symbols, ...anchors.members.flat().filter((x): x is string => !!x)]);
      const ids = [...mdx.matchAll(/^#{2,4} .* \{#([^}]+)\}$/gm)].map((m) => m[1]);
      for (const id of ids) assert.ok(known.has(id), `heading id ${id} on ${page.route} is not an inventory symbol or member`);
      assert.equal(new Set(ids).size, ids.length, 'no heading id repeats');
      const symbolsRendered = [...mdx.matchAll(/<ApiSymbol data=\{\{"fqn":"([^"]+)"/g)].map((m) => m[1]);
      assert.deepEqual(symbolsRendered.sort(), page.symbols.map((s) => s.name).sort());
      // members: every non-table member has exactly its heading
      page.symbols.forEach((s, i) =>
        (s.members ?? []).forEach((m, j) => {
          if (TABLE_MEMBER_KINDS.has(m.kind)) return;
          const id = anchors.members[i][j];
          // a subcommand documented as its own command on the page links to that section instead
          if (m.kind === 'subcommand' && !id && anchors.symbols.includes(anchorId(`${s.name} ${m.name}`))) return;
          assert.ok(id, `${s.name}.${m.name} has a heading id`);
          assert.equal(count(mdx, `{#${id}}\n`), 1, `${id} once`);
        }),
      );
      if (hasBuild) {
        const html = builtHtml(page.route)!;
        for (const m of html.matchAll(/data-api-symbol=(?:"([^"]+)"|([^\s>]+))/g)) {
          const fqn = (m[1] ?? m[2]).replace(/&amp;/g, '&');
          assert.ok(page.symbols.some((s) => s.name === fqn), `built ${page.route} renders ${fqn}, which the inventory lacks`);
        }
      }
    });
  }
});

describe('(c) alias routes redirect to their canonical pages', () => {
  const aliasRows = readRoutes().filter((r) => r.path.startsWith('/api/') && r.sidebar === 'none');
  test('apiAliasRedirects matches the 56 alias rows of routes.tsv', () => {
    assert.equal(aliasRows.length, 56);
    assert.equal(apiAliasRedirects.length, 56);
    assert.deepEqual(apiAliasRedirects.map((r) => r.from).sort(), aliasRows.map((r) => r.path).sort());
  });
  const pageRoutes = new Set(inv.pages.map((p) => p.route));
  const apiRows = new Map(readRoutes().map((r) => [r.path, r]));
  for (const {from, to} of apiAliasRedirects) {
    test(`${from} -> ${to}`, () => {
      const name = from.split('/').pop()!;
      assert.equal(to, `/api/python-api/libraries/dagster-${name}`);
      assert.ok(pageRoutes.has(to), 'target is an inventory page');
      assert.equal(apiRows.get(to)?.sidebar, 'api', 'target is an api-sidebar route');
      assert.ok(fs.existsSync(generatedPagePath(to)), 'target page is generated');
      if (hasBuild) {
        const html = builtHtml(from);
        assert.ok(html, `built alias page for ${from}`);
        assert.match(html!, new RegExp(`http-equiv="refresh"[^>]*url=${to.replace(/[/.-]/g, '\\$&')}`), 'meta refresh to the target');
      }
    });
  }
});

describe('(d) descriptions name only inventory facts', () => {
  const byRoute = new Map(inv.pages.map((p) => [routeToSlug(p.route), p]));
  // Parameters a verified correction adds to a page (the real name of one the inventory lists under
  // the docstring's name) may be described like inventory parameters.
  const addedOnPage = (fqn: string, name: string): boolean => !!(readParamCorrections()[fqn]?.[name]?.add && readParamCorrections()[fqn]?.[name]?.page);
  for (const file of descriptionFiles()) {
    const slug = path.relative(DESCRIPTIONS_DIR, file).replace(/\\/g, '/').replace(/\.json$/, '');
    test(`descriptions/${slug}.json`, () => {
      const page = byRoute.get(slug);
      assert.ok(page, `${slug} is an inventory page`);
      const d = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDescriptions;
      assert.equal(typeof d.intro, 'string');
      assert.equal(typeof d.symbols, 'object');
      for (const section of Object.keys(d.sections ?? {})) assert.ok(page!.sections.includes(section), `section ${section}`);
      for (const [fqn, sd] of Object.entries(d.symbols)) {
        const sym = page!.symbols.find((s) => s.name === fqn);
        assert.ok(sym, `symbol ${fqn} is on ${page!.route}`);
        assert.equal(typeof sd.summary, 'string', `${fqn}: summary`);
        for (const p of Object.keys(sd.params ?? {})) assert.ok(sym!.params.some((x) => x.name === p) || addedOnPage(fqn, p), `${fqn}: param ${p}`);
        // A parameter a verified correction removes is not shown, so a description of it would never be read.
        for (const p of Object.keys(sd.params ?? {})) assert.ok(!readParamCorrections()[fqn]?.[p]?.remove, `${fqn}: param ${p} is removed by overrides.json; describe the callable instead`);
        for (const m of Object.keys(sd.members ?? {})) assert.ok((sym!.members ?? []).some((x) => x.name === m), `${fqn}: member ${m}`);
        // Release marks: versions are major.minor.patch and name params the page shows (the
        // inventory's, or one a verified correction adds, as the generator accepts).
        if (sd.addedIn !== undefined) assert.ok(isReleaseVersion(sd.addedIn), `${fqn}: addedIn ${sd.addedIn}`);
        for (const [p, v] of Object.entries(sd.paramsAddedIn ?? {})) {
          assert.ok(sym!.params.some((x) => x.name === p) || addedOnPage(fqn, p), `${fqn}: paramsAddedIn ${p}`);
          assert.ok(isReleaseVersion(v), `${fqn}: paramsAddedIn ${p} = ${v}`);
        }
        for (const n of sd.versionNotes ?? []) {
          assert.ok(isReleaseVersion(n.version), `${fqn}: versionNotes version ${n.version}`);
          assert.ok(typeof n.text === 'string' && n.text.trim().length > 0, `${fqn}: versionNotes text`);
        }
      }
    });
  }
});

/** Each description file with its slug, parsed content and inventory page (files without a page are skipped). */
function describedPages(): {slug: string; d: PageDescriptions; page: (typeof inv.pages)[number]}[] {
  const out: {slug: string; d: PageDescriptions; page: (typeof inv.pages)[number]}[] = [];
  for (const file of descriptionFiles()) {
    const slug = path.relative(DESCRIPTIONS_DIR, file).replace(/\\/g, '/').replace(/\.json$/, '');
    const page = inv.pages.find((p) => routeToSlug(p.route) === slug);
    if (page) out.push({slug, d: JSON.parse(fs.readFileSync(file, 'utf8')) as PageDescriptions, page});
  }
  return out;
}

/** Rendered params (and return type) of the `<ApiSymbol>` (key `{"fqn":…`) or `<ApiMember>` (key `{"anchor":…`) line of a generated page. */
function renderedEntry(mdx: string, key: string): {params: {name: string; type: string | null; optional: boolean; default?: string}[]; returns: string | null} | undefined {
  const line = mdx.split('\n').find((l) => l.includes(`data={${key}`));
  return line ? JSON.parse(line.slice(line.indexOf('data={') + 6, line.lastIndexOf('} links='))) : undefined;
}

describe('corrected inventory facts reach the generated pages', () => {
  // WHY: a fact the Dagster source contradicts (an install extra, a default) must not be shown next
  // to a summary that states the right value; the generated page shows the correction only.
  test('every factCorrections value replaces the inventory value on its page', () => {
    for (const {d, page} of describedPages()) {
      const corrected = Object.entries(d.symbols).filter(([, sd]) => sd.factCorrections);
      if (corrected.length === 0) continue;
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      for (const [fqn, sd] of corrected) {
        const sym = page.symbols.find((s) => s.name === fqn) as unknown as Record<string, unknown> | undefined;
        for (const [k, c] of Object.entries(sd.factCorrections ?? {})) {
          // A correction must correct a fact the inventory has, and say where the right value comes from.
          assert.equal(typeof sym?.[k], 'string', `${fqn}: factCorrections ${k} names an inventory fact`);
          assert.ok(c.value.trim() && c.source.trim(), `${fqn}: factCorrections ${k} has a value and a source`);
          const anchor = mdx.indexOf(`"fqn":${JSON.stringify(fqn)}`);
          assert.ok(anchor >= 0, `${fqn} is on ${page.route}`);
          const entry = mdx.slice(anchor, mdx.indexOf('\n', anchor));
          assert.ok(entry.includes(JSON.stringify(c.value).slice(1, -1)), `${fqn}: corrected ${k} shown`);
          if (sym && typeof sym[k] === 'string' && sym[k] !== c.value) {
            assert.ok(!entry.includes(`"value":${JSON.stringify(sym[k])}`), `${fqn}: inventory ${k} not shown`);
          }
        }
      }
    }
  });
});

describe('verified parameter corrections reach the generated pages', () => {
  // WHY: scripts/stubs/overrides.json records, with a source, parameters the inventory marks
  // required although the callable gives them a default (`@asset_check(blocking=...)`). The type
  // check already treats them as optional; a reader of the reference must not be told otherwise.
  test('every optional/remove correction in overrides.json is what the page shows', () => {
    const pages = new Map<string, string>();
    const rendered = (fqn: string): ReturnType<typeof renderedEntry> => {
      for (const page of inv.pages) {
        const owner = page.symbols.find((s) => s.name === fqn || (s.members ?? []).some((m) => `${s.name}.${m.name}` === fqn));
        if (!owner) continue;
        if (!pages.has(page.route)) pages.set(page.route, fs.readFileSync(generatedPagePath(page.route), 'utf8'));
        return renderedEntry(pages.get(page.route)!, owner.name === fqn ? `{"fqn":${JSON.stringify(fqn)}` : `{"anchor":${JSON.stringify(fqn)}`);
      }
      return undefined;
    };
    let checked = 0;
    for (const [fqn, fixes] of Object.entries(readParamCorrections())) {
      for (const [name, fix] of Object.entries(fixes)) {
        if (fix.add && fix.page) {
          // A parameter the inventory misses (it lists the docstring's name instead) is shown with its type.
          const p = rendered(fqn)?.params.find((x) => x.name === name);
          assert.equal(p?.type, fix.page.type, `${fqn}: added parameter ${name} is shown with its type`);
          checked++;
          continue;
        }
        if (fix.add || (fix.optional === undefined && !fix.remove)) continue;
        assert.ok(fix.source?.trim(), `${fqn}(${name}): the correction names its source`);
        const data = rendered(fqn);
        if (!data) continue; // documented without a parameter list (generic entries)
        const p = data.params.find((x) => x.name === name);
        if (fix.remove) {
          assert.equal(p, undefined, `${fqn}: removed parameter ${name} is not shown`);
        } else if (p) {
          assert.equal(p.optional, fix.optional, `${fqn}(${name}) is shown ${fix.optional ? 'optional' : 'required'}`);
          if (fix.default !== undefined) assert.equal(p.default, fix.default, `${fqn}(${name}) default shown`);
          checked++;
        }
      }
    }
    assert.ok(checked >= 50, `corrections checked on the pages: ${checked}`);
  });
});

describe('corrected parameter and member types reach the generated pages', () => {
  // WHY: a type the signature contradicts (`has_dynamic_partition(partition_key: str)`, listed as
  // `Sequence[str]`) would have readers pass the wrong value; the page shows the corrected type only.
  test('every paramTypeCorrections / memberTypeCorrections type is the one rendered', () => {
    const dataOf = (mdx: string, key: string): NonNullable<ReturnType<typeof renderedEntry>> => {
      const data = renderedEntry(mdx, key);
      assert.ok(data, `${key} is rendered`);
      return data;
    };
    let checked = 0;
    for (const {d, page} of describedPages()) {
      const corrected = Object.entries(d.symbols).filter(([, sd]) => sd.paramTypeCorrections || sd.memberTypeCorrections);
      if (corrected.length === 0) continue;
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      for (const [fqn, sd] of corrected) {
        for (const [name, c] of Object.entries(sd.paramTypeCorrections ?? {})) {
          assert.ok(c.source.trim(), `${fqn}(${name}): the correction names its source`);
          assert.equal(dataOf(mdx, `{"fqn":${JSON.stringify(fqn)}`).params.find((x) => x.name === name)?.type, c.type, `${fqn}(${name}) type`);
          checked++;
        }
        for (const [member, mc] of Object.entries(sd.memberTypeCorrections ?? {})) {
          const data = dataOf(mdx, `{"anchor":${JSON.stringify(`${fqn}.${member}`)}`);
          if (mc.returns) {
            assert.ok(mc.returns.source.trim(), `${fqn}.${member}: the correction names its source`);
            assert.equal(data.returns, mc.returns.type, `${fqn}.${member} return type`);
            checked++;
          }
          for (const [name, c] of Object.entries(mc.params ?? {})) {
            assert.ok(c.source.trim(), `${fqn}.${member}(${name}): the correction names its source`);
            assert.equal(data.params.find((x) => x.name === name)?.type, c.type, `${fqn}.${member}(${name}) type`);
            checked++;
          }
        }
      }
    }
    assert.ok(checked >= 3, `type corrections checked: ${checked}`);
  });
});

describe('deprecation notes', () => {
  // WHY: the inventory writes the source's breaking_version as "removed in X"; on a 1.10 page that
  // reads as gone, while the API is still there to migrate from.
  test('say "scheduled for removal", and "still present" for a version 1.10 has passed', () => {
    assert.equal(deprecationText('removed in 2.0; use partition_key_range'), 'scheduled for removal in 2.0; use partition_key_range');
    assert.equal(deprecationText('removed in 1.9.0; use x'), 'scheduled for removal in 1.9.0, but still present in 1.10; use x');
    assert.equal(deprecationText('removed in 1.10; use y'), 'scheduled for removal in 1.10, but still present in 1.10; use y');
    assert.equal(deprecationText('use context.partition_key'), 'use context.partition_key');
  });
});

describe('release marks (AddedIn) reach the generated pages', () => {
  test('every addedIn, paramsAddedIn and versionNotes version appears in its generated page', () => {
    for (const {slug, d, page} of describedPages()) {
      const versions = Object.values(d.symbols).flatMap((sd) => [
        ...(sd.addedIn ? [sd.addedIn] : []),
        ...Object.values(sd.paramsAddedIn ?? {}),
        ...(sd.versionNotes ?? []).map((n) => n.version),
      ]);
      if (versions.length === 0) continue;
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      for (const v of versions) assert.ok(mdx.includes(`"${v}"`), `${slug}: ${v} is passed to the page`);
    }
  });
  test('isReleaseVersion accepts major.minor.patch only', () => {
    assert.ok(isReleaseVersion('1.10.4'));
    assert.ok(isReleaseVersion('1.10.15'));
    for (const bad of ['1.10', 'v1.10.4', '1.10.x', '1.10.4rc1', '', 1.104]) assert.equal(isReleaseVersion(bad), false, String(bad));
  });
});

describe('core pages are fully described', () => {
  const MOST_USED = [
    'asset', 'multi_asset', 'Definitions', 'AssetExecutionContext', 'AssetKey', 'AssetSpec', 'MaterializeResult',
    'asset_check', 'AssetCheckResult', 'job', 'op', 'graph', 'schedule', 'sensor', 'ScheduleDefinition', 'RunRequest',
    'DailyPartitionsDefinition', 'StaticPartitionsDefinition', 'ConfigurableResource', 'Config', 'IOManager',
    'AutomationCondition', 'define_asset_job', 'materialize', 'EnvVar',
  ].map((n) => `dagster.${n}`);
  const examples = new Set<string>();
  for (const page of inv.pages.filter((p) => !isLibraryRoute(p.route))) {
    test(page.route, () => {
      const file = descriptionPath(page.route);
      assert.ok(fs.existsSync(file), `${file} exists`);
      const d = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDescriptions;
      assert.ok(d.intro.trim().length > 0, 'intro');
      const mdx = fs.readFileSync(generatedPagePath(page.route), 'utf8');
      for (const s of page.symbols) {
        const sd = d.symbols[s.name];
        assert.ok(sd?.summary?.trim(), `${s.name}: summary`);
        // Every parameter the generated page shows is described: the inventory's, minus the ones a
        // verified correction removes, plus the ones it adds (generic constructor parameters are not shown).
        const shown = renderedEntry(mdx, `{"fqn":${JSON.stringify(s.name)}`)?.params.map((p) => p.name) ?? [];
        for (const p of shown) assert.ok(sd.params?.[p]?.trim(), `${s.name}: param ${p}`);
        for (const m of s.members ?? []) assert.ok(sd.members?.[m.name]?.trim(), `${s.name}: member ${m.name}`);
        if (s.returns) assert.ok(sd.returns?.trim(), `${s.name}: returns`);
        if (sd.example) examples.add(s.name);
      }
    });
  }
  test('the most used symbols have examples', () => {
    for (const fqn of MOST_USED) assert.ok(examples.has(fqn), `${fqn} has an example`);
  });
});

describe('(e) examples are valid Python 3 importing only inventory names', () => {
  test('all examples parse and import inventory names', () => {
    const examples: {where: string; code: string}[] = [];
    for (const file of descriptionFiles()) {
      const d = JSON.parse(fs.readFileSync(file, 'utf8')) as PageDescriptions;
      for (const [fqn, sd] of Object.entries(d.symbols ?? {})) {
        if (sd.example) examples.push({where: `${path.relative(DESCRIPTIONS_DIR, file)} ${fqn}`, code: sd.example});
      }
    }
    const names = inv.pages.flatMap((p) => p.symbols.map((s) => s.name)).filter((n) => !n.includes(' '));
    const checker = `
import ast, json, sys
data = json.load(sys.stdin)
known = set(data["names"])
modules = {n.rsplit(".", 1)[0] for n in known}
prefixes = set()
for m in modules:
    parts = m.split(".")
    for i in range(1, len(parts) + 1):
        prefixes.add(".".join(parts[:i]))
errors = []
for ex in data["examples"]:
    try:
        tree = ast.parse(ex["code"])
    except SyntaxError as e:
        errors.append(f"{ex['where']}: SyntaxError {e}")
        continue
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0].startswith("dagster"):
                    if a.name not in prefixes:
                        errors.append(f"{ex['where']}: import {a.name} is not an inventory module")
                    aliases[a.asname or a.name] = a.name
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0].startswith("dagster"):
            for a in node.names:
                if f"{node.module}.{a.name}" not in known:
                    errors.append(f"{ex['where']}: from {node.module} import {a.name} is not in the inventory")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            full = f"{aliases[node.value.id]}.{node.attr}"
            if full not in known and full not in prefixes:
                errors.append(f"{ex['where']}: {node.value.id}.{node.attr} is not in the inventory")
print(json.dumps(errors))
`;
    const r = spawnSync('python3', ['-c', checker], {input: JSON.stringify({names, examples}), encoding: 'utf8'});
    assert.equal(r.status, 0, r.stderr);
    const errors = JSON.parse(r.stdout) as string[];
    assert.deepEqual(errors, []);
    assert.ok(examples.length >= 25, `at least 25 examples (found ${examples.length})`);
  });
});
