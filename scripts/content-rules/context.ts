/**
 * The shared context of one `check:content` run: the pages being checked and the files the rules
 * read besides them (the spec's routes and API inventory, website/tags.yml). Everything is read lazily on first use, so importing a rule or
 * building a context reads nothing; each file is read at most once per context (the spec files at
 * most once per process, by spec/reader.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {readInventory, readRoutes, type InventoryPage, type RouteRow} from '../../spec/reader.ts';
import {repoRoot, type DocFile} from '../lib/content.ts';

/** What every rule may read. Getters load on first access. */
export interface RuleContext {
  /** Repository root (absolute path); reported file names are relative to it. */
  readonly repoRoot: string;
  /** Every page of this run, in the order checked; batch rules (python3) run over all of them. */
  readonly docs: readonly DocFile[];
  /** Rows of spec/routes.tsv. */
  readonly routes: readonly RouteRow[];
  /** Pages of spec/api-inventory.json. */
  readonly inventoryPages: readonly InventoryPage[];
  /** Tag keys of website/tags.yml, in file order. */
  readonly tagKeys: readonly string[];
  /**
   * Computes `compute()` once per context and key, then returns the same value: for data a rule
   * derives from the above (a route set) or a batch run over `docs`. Keys are rule ids or
   * `<rule id>:<name>`.
   */
  memo<T>(key: string, compute: () => T): T;
}

/** Builds the context of a run over `docs`. Reads nothing until a rule asks. */
export function createContext(docs: readonly DocFile[]): RuleContext {
  const cache = new Map<string, unknown>();
  const memo = <T>(key: string, compute: () => T): T => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  };
  return {
    repoRoot,
    docs,
    get routes() {
      return readRoutes();
    },
    get inventoryPages() {
      return readInventory().pages;
    },
    get tagKeys() {
      return memo('context:tags', () =>
        Object.keys(YAML.parse(fs.readFileSync(path.join(repoRoot, 'website', 'tags.yml'), 'utf8')) as Record<string, unknown>),
      );
    },
    memo,
  };
}
