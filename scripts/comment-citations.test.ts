/**
 * Every citation in the repo's comments, test names, docs and JSON `$comment`s must be one a
 * reader of a clone can follow. Refused in every tracked text file (from `git ls-files`):
 *
 * - an issue number (`issue 9 item 7`, `Issue 10 targets`, `(issue 11, deliverable 2)`): issues
 *   live in a tracker, not in the repo — state the rule itself instead;
 * - a file the repo does not contain: `site-spec.md`, `search-protocol.md`, `DEVELOPERS.md`,
 *   `GUIDE.md`, "the developers' guide";
 * - a bare product-spec section (`spec 7.1`, `Spec 4.6`) or protocol section (`protocol 2.4`):
 *   cite `requirements §7.1` (spec/requirements.md, same numbering) or
 *   `packages/search/docs/protocol.md` and its section name instead;
 * - a `§N` that is not a section of spec/requirements.md (written `requirements §N`,
 *   `spec/requirements.md §N`, or a list such as `requirements §7.1 and §9`), or that names a
 *   section spec/requirements.md does not have.
 *
 * Not checked: the site's pages under `website/docs/` (reader-facing content, which may rightly
 * mention a Dagster GitHub issue), data files copied from elsewhere ({@link DATA_FILES}), binary
 * files, and this file (it spells the patterns out).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SELF = 'scripts/comment-citations.test.ts';

/** Folder whose files are never checked: the site's reader-facing pages. */
const CONTENT_DIR = 'website/docs/';

/** Tracked data files that are not our prose (facts extracted from Dagster, the lockfile). */
const DATA_FILES: ReadonlySet<string> = new Set(['spec/api-inventory.json', 'package-lock.json']);

/**
 * Files under `website/` that still carry such citations and are skipped FOR NOW, because another
 * change is editing them. The lead empties this list once their comments are rewritten; an entry
 * that no longer has a citation (or no longer exists) fails the test, so the list only shrinks.
 */
const PENDING_WEBSITE_FILES: ReadonlySet<string> = new Set([]);

/** Extensions of the text files checked (plus extension-less scripts such as `.ci/run`). */
const TEXT_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|mdx|json|sh|css|yml|yaml|tsv|txt)$|(^|\/)\.ci\/[^/.]+$/;

/** One refused citation pattern, with the reason printed on a hit. */
interface CitationRule {
  pattern: RegExp;
  why: string;
}

const RULES: readonly CitationRule[] = [
  {pattern: /\bissues? #?\d+/gi, why: 'cites an issue number: state the rule itself'},
  {pattern: /\b(?:item|deliverable) \d+ of issue\b/gi, why: 'cites an issue item: state the rule itself'},
  {pattern: /site-spec(?:\.md)?/gi, why: 'cites site-spec.md, which the repo does not contain: cite requirements §N'},
  {pattern: /search-protocol(?:\.md)?/gi, why: 'cites search-protocol.md, which the repo does not contain: cite packages/search/docs/protocol.md'},
  {pattern: /DEVELOPERS\.md|(?<![\w-])GUIDE\.md|developers'? guide/gi, why: "cites the developers' guide, which the repo does not contain"},
  {pattern: /\bspec(?:ification)? §?\d+(?:\.\d+)*/gi, why: 'cites a bare spec section: write requirements §N (spec/requirements.md)'},
  {pattern: /\bprotocol §?\d+(?:\.\d+)*/gi, why: 'cites a protocol section by number: name the section of packages/search/docs/protocol.md'},
];

/** A `§N` is fine when it is a section of spec/requirements.md: "requirements §7.1 and §9". */
function isRequirementsSection(text: string, index: number): boolean {
  let before = text.slice(Math.max(0, index - 120), index);
  // Drop earlier sections of the same list ("§7.1 and ", "§4.2, ").
  for (;;) {
    const trimmed = before.replace(/§ ?\d+(?:\.\d+)*\s*(?:,|and|or|,\s*and)\s*$/, '');
    if (trimmed === before) break;
    before = trimmed;
  }
  return /requirements(?:\.md)?\s*$/i.test(before);
}

/** Section numbers spec/requirements.md defines (`§2`, `§2.1`, …), without the `§`. */
const REQUIREMENT_SECTIONS: ReadonlySet<string> = new Set(
  [...readFileSync(path.join(repoRoot, 'spec/requirements.md'), 'utf8').matchAll(/^(?:#+ |- )§(\d+(?:\.\d+)*)/gm)].map((m) => m[1]!),
);

/** Problems in one file's text, as `path:line: match — why`. */
export function findCitations(file: string, text: string): string[] {
  const problems: string[] = [];
  const lineOf = (index: number): number => text.slice(0, index).split('\n').length;
  for (const {pattern, why} of RULES) {
    for (const m of text.matchAll(pattern)) {
      problems.push(`${file}:${lineOf(m.index)}: "${m[0]}" ${why}`);
    }
  }
  // spec/requirements.md defines the sections it numbers.
  if (file !== 'spec/requirements.md') {
    for (const m of text.matchAll(/§ ?\d+(?:\.\d+)*/g)) {
      if (!isRequirementsSection(text, m.index)) {
        problems.push(`${file}:${lineOf(m.index)}: "${m[0]}" is not written as a section of spec/requirements.md`);
      } else if (!REQUIREMENT_SECTIONS.has(m[0].replace(/§ ?/, ''))) {
        problems.push(`${file}:${lineOf(m.index)}: "${m[0]}" is not a section of spec/requirements.md`);
      }
    }
  }
  return problems;
}

function trackedTextFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], {cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return out
    .split('\0')
    .filter((f) => f !== '' && TEXT_EXTENSIONS.test(f))
    .filter((f) => !f.startsWith(CONTENT_DIR) && !DATA_FILES.has(f) && f !== SELF)
    .filter((f) => existsSync(path.join(repoRoot, f)));
}

test('no tracked source or doc file cites an issue, a file the repo lacks, or a bare spec section', () => {
  const problems = trackedTextFiles()
    .filter((f) => !PENDING_WEBSITE_FILES.has(f))
    .flatMap((f) => findCitations(f, readFileSync(path.join(repoRoot, f), 'utf8')));
  assert.deepEqual(problems, [], `Citations a reader of the repo cannot follow:\n${problems.join('\n')}`);
});

test('PENDING_WEBSITE_FILES only lists files that still need their citations rewritten', () => {
  const stale = [...PENDING_WEBSITE_FILES].filter((f) => {
    const full = path.join(repoRoot, f);
    return !existsSync(full) || findCitations(f, readFileSync(full, 'utf8')).length === 0;
  });
  assert.deepEqual(stale, [], `Remove from PENDING_WEBSITE_FILES (gone or already clean): ${stale.join(', ')}`);
});

test('findCitations: what is refused and what is allowed', () => {
  const refused = [
    'Request limits (issue 9 item 1): …',
    "test('issue 9: facets listing \"content\" 2,000 times → 400'",
    '"$comment": "Issue 10 targets"',
    'Item 10 of issue 9: an empty records file',
    'as spec 7.1 says',
    'Spec 4.6 zoom',
    'see search-protocol.md §3',
    'see site-spec.md',
    "the developers' guide says",
    'DEVELOPERS.md',
    'order of hits (protocol 2.2)',
    'marked down (§9)',
    'requirements §3.9 (no such section)',
  ];
  for (const line of refused) assert.notDeepEqual(findCitations('x.ts', line), [], line);
  const allowed = [
    'Request limits: …',
    'requirements §7.1',
    'spec/requirements.md §7.1 and §9',
    'requirements §4.2, §4.4',
    'packages/search/docs/protocol.md, "HTML safety"',
    'see CONTENT-GUIDE.md',
    'hostile input: facets listing "content" 2,000 times → 400',
  ];
  for (const line of allowed) assert.deepEqual(findCitations('x.ts', line), [], line);
});
