/**
 * A deterministic synthetic DocSearch corpus shaped like the Dagster docs (for benchmarks and
 * load tests when no built site is available): ~570 pages in the real sections, each with a lvl1
 * record, h2/h3 headings and content records of 20–100 words drawn from Dagster vocabulary, API
 * symbols in camelCase and snake_case, numbers and CLI flags.
 */
import { escapeText, type DocSearchRecord, type RecordType } from '../../packages/search/src/index.ts';

/** Small seeded PRNG (mulberry32). @returns a function yielding floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTIONS: Array<{ path: string; lvl0: string[]; pages: number; rank: number }> = [
  { path: 'getting-started', lvl0: ['Getting Started'], pages: 5, rank: 5 },
  { path: 'etl-pipeline-tutorial', lvl0: ['ETL pipeline tutorial'], pages: 8, rank: 3 },
  { path: 'guides', lvl0: ['Build', 'Automate', 'Operate', 'Monitor', 'Test', 'Deploy', 'Migrate', 'Labs', 'Assets', 'Partitions'], pages: 165, rank: 3 },
  { path: 'api', lvl0: ['API'], pages: 140, rank: 2 },
  { path: 'integrations', lvl0: ['Libraries', 'Guides', 'Snowflake', 'dbt', 'AWS', 'GCP', 'Azure', 'Databricks'], pages: 114, rank: 1 },
  { path: 'dagster-plus', lvl0: ['Features', 'Deployment', 'Getting started', 'Insights', 'Authentication'], pages: 94, rank: 1 },
  { path: 'examples', lvl0: ['Examples'], pages: 25, rank: 1 },
  { path: 'about', lvl0: ['About'], pages: 5, rank: 0 },
];

const NOUNS = (
  'asset assets job jobs op ops graph sensor sensors schedule schedules partition partitions backfill backfills run runs ' +
  'resource resources io manager definitions code location deployment agent branch deployments repository pipeline pipelines ' +
  'materialization materializations observation check checks freshness policy automation condition lineage catalog metadata ' +
  'tag tags owner owners event events log logs launcher executor daemon webserver instance storage config configuration ' +
  'secret secrets environment variable variables dbt snowflake bigquery duckdb databricks spark pandas polars airflow ' +
  'kubernetes docker helm ecs serverless hybrid insights alert alerts policy role roles token tokens user users team teams'
).split(' ');
const VERBS = 'define create build run launch materialize observe schedule trigger configure deploy monitor test debug migrate load execute backfill partition attach emit report validate'.split(' ');
const FILLER = (
  'the a an to of in for with on by from and or when you your this that each can will use uses using into after before ' +
  'which how what is are be it its as at all any new more most only also then than these those other such about'
).split(' ');
const SYMBOLS = [
  'AssetExecutionContext', 'OpExecutionContext', 'MaterializeResult', 'AssetCheckResult', 'AssetSpec', 'AssetKey', 'AssetIn', 'AssetOut',
  'Definitions', 'ConfigurableResource', 'IOManager', 'ConfigurableIOManager', 'DailyPartitionsDefinition', 'StaticPartitionsDefinition',
  'ScheduleDefinition', 'SensorDefinition', 'RunRequest', 'SkipReason', 'AutomationCondition', 'FreshnessPolicy', 'DagsterInstance',
  'multi_asset', 'asset_check', 'define_asset_job', 'build_schedule_from_partitioned_job', 'load_assets_from_modules', 'materialize',
  'dbt_assets', 'DbtCliResource', 'SnowflakeResource', 'BigQueryResource', 'PipesSubprocessClient', 'EnvVar', 'MetadataValue',
];
const FLAGS = ['--working-directory', '--module-name', '--python-file', '--partition', '--config', '--tags', '--dry-run', '--verbose'];

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function title(words: string[]): string {
  const s = words.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentence(rnd: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = rnd();
    if (r < 0.38) out.push(pick(rnd, FILLER));
    else if (r < 0.72) out.push(pick(rnd, NOUNS));
    else if (r < 0.88) out.push(pick(rnd, VERBS));
    else if (r < 0.95) out.push(pick(rnd, SYMBOLS));
    else if (r < 0.97) out.push(pick(rnd, FLAGS));
    else if (r < 0.985) out.push(String(Math.floor(rnd() * 1000)));
    else out.push(`${pick(rnd, NOUNS)}.${pick(rnd, VERBS)}()`);
  }
  return title(out) + '.';
}

/**
 * Generate the corpus.
 * @param targetRecords - approximate number of records (default 20,000).
 * @param seed - PRNG seed (default 42); same seed, same corpus.
 * @param siteUrl - absolute site URL.
 */
export function syntheticCorpus(targetRecords = 20_000, seed = 42, siteUrl = 'https://docs.dagster.io'): DocSearchRecord[] {
  const rnd = seededRandom(seed);
  const pages = SECTIONS.reduce((n, s) => n + s.pages, 0);
  const perPage = Math.max(3, Math.round(targetRecords / pages));
  const records: DocSearchRecord[] = [];
  for (const sec of SECTIONS) {
    for (let p = 0; p < sec.pages; p++) {
      const isApi = sec.path === 'api';
      const lvl1 = isApi ? pick(rnd, SYMBOLS) : title([pick(rnd, VERBS), pick(rnd, NOUNS), ...(rnd() < 0.5 ? [pick(rnd, FILLER), pick(rnd, NOUNS)] : [])]);
      const slug = `${sec.path}/${lvl1.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${p}`;
      const url = `${siteUrl}/${slug}`;
      const lvl0 = isApi ? 'API' : pick(rnd, sec.lvl0);
      const h: Array<string | null> = [lvl0, lvl1, null, null, null, null, null];
      let anchor = '';
      let position = 0;
      const push = (type: RecordType, content: string | null): void => {
        const u = anchor ? `${url}#${anchor}` : url;
        records.push({
          objectID: `${position}-${u}`,
          url: u,
          url_without_anchor: url,
          anchor,
          type,
          hierarchy: { lvl0: h[0], lvl1: h[1], lvl2: h[2], lvl3: h[3], lvl4: h[4], lvl5: h[5], lvl6: h[6] },
          content: content === null ? null : escapeText(content),
          weight: { pageRank: sec.rank, level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)), position },
          language: 'en',
          lang: 'en',
          version: ['current'],
          docusaurus_tag: 'docs-default-current',
        });
        position++;
      };
      push('lvl1', null);
      push('content', sentence(rnd, 15 + Math.floor(rnd() * 40)));
      while (position < perPage) {
        const level = rnd() < 0.65 ? 2 : 3;
        const heading = isApi && rnd() < 0.6 ? `${pick(rnd, SYMBOLS)}${rnd() < 0.5 ? '.' + pick(rnd, VERBS) : ''}` : title([pick(rnd, VERBS), pick(rnd, FILLER), pick(rnd, NOUNS)]);
        h[level] = heading;
        for (let l = level + 1; l <= 6; l++) h[l] = null;
        if (level === 2) h[3] = null;
        anchor = heading.toLowerCase().replace(/[^a-z0-9]+/g, '-') + '-' + position;
        push(`lvl${level}` as RecordType, null);
        const n = 1 + Math.floor(rnd() * 3);
        for (let i = 0; i < n && position < perPage; i++) push('content', sentence(rnd, 20 + Math.floor(rnd() * 80)));
      }
    }
  }
  return records;
}
