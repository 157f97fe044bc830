/**
 * The pyright signature check on small fixture blocks: what must fail (with page, block and line)
 * and what must pass. One pyright run covers every fixture, in a temporary cache directory.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runPyright, type PyBlock, type PyrightResult} from './pyright-check.ts';
import {pythonTypes} from '../content-rules/python-types.ts';
import {createContext} from '../content-rules/context.ts';
import type {DocFile} from './content.ts';

const block = (file: string, n: number, line: number, code: string): PyBlock => ({file, block: n, line, code: code.trimStart()});

const FAILING = 'website/docs/fixtures/failing.md';
const PASSING = 'website/docs/fixtures/passing.md';

const blocks: PyBlock[] = [
  // line 11 = fence line 10 + code line 1
  block(FAILING, 1, 10, `
from dagster import asset, NotADagsterName
`),
  block(FAILING, 2, 20, `
import dagster as dg


@dg.asset(group_nam="sales")
def orders() -> None: ...
`),
  block(FAILING, 3, 40, `
import dagster as dg

key = dg.AssetKey()
`),
  block(FAILING, 4, 50, `
import dagster as dg

job = dg.define_asset_job(name="daily", selction="*")
`),
  block(FAILING, 5, 60, `
from dagster_aws.s3 import S3Resourse
import dagster_not_a_library
`),
  block(FAILING, 6, 70, `
import dagster as dg

spec = dg.AssetSpecs("orders")
`),
  block(PASSING, 1, 10, `
import dagster as dg
import pandas as pd
from dagster_aws.s3 import S3Resource
from my_project.helpers import clean


class OrdersConfig(dg.Config):
    region: str
    limit: int = 100


@dg.asset(group_name="sales", kinds={"pandas"})
def orders(config: OrdersConfig) -> pd.DataFrame:
    return clean(pd.read_csv(f"orders_{config.region}.csv").head(config.limit))


@dg.asset
def order_count(orders: pd.DataFrame) -> int:
    return len(orders)


@dg.asset_check(asset=orders)
def orders_not_empty(orders: pd.DataFrame) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=len(orders) > 0)


daily = dg.define_asset_job("daily", selection=[orders, order_count])

defs = dg.Definitions(
    assets=[orders, order_count],
    asset_checks=[orders_not_empty],
    jobs=[daily],
    schedules=[dg.ScheduleDefinition(job=daily, cron_schedule="0 6 * * *")],
    resources={"s3": S3Resource(region_name=dg.EnvVar("AWS_REGION"))},
)

result = dg.materialize(
    [orders, order_count],
    run_config=dg.RunConfig({"orders": OrdersConfig(region="eu", limit=5)}),
)
`),
  block(PASSING, 3, 120, `
import dagster as dg


@dg.op
def extract() -> list[int]:
    return [1, 2, 3]


@dg.op(description="Sums the rows.")
def total(rows: list[int]) -> int:
    return sum(rows)


@dg.job(tags={"team": "data"})
def totals_job():
    total(extract())


@dg.asset(name="numbers")
def numbers_asset() -> int:
    return 3


def test_numbers() -> None:
    assert numbers_asset() == 3
    assert totals_job.execute_in_process().success
`),
  block(PASSING, 2, 80, `
import dagster as dg


class Warehouse(dg.ConfigurableResource):
    url: str
    timeout_s: int = 30

    def query(self, sql: str) -> list[dict]:
        return []


@dg.asset
def rows(warehouse: Warehouse) -> int:
    return len(warehouse.query("select 1"))


defs = dg.Definitions(assets=[rows], resources={"warehouse": Warehouse(url="postgresql://db/x")})
`),
];

let result: PyrightResult | undefined;
const run = (): PyrightResult => {
  if (!result) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pyright-check-test-'));
    try {
      result = runPyright(blocks, dir);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }
  return result;
};
const on = (file: string, n: number) => run().problems.filter((p) => p.file === file && p.block === n);

test('an unknown name imported from dagster fails with page, block and line', () => {
  const [p, ...rest] = on(FAILING, 1);
  assert.equal(rest.length, 0, JSON.stringify(rest));
  assert.deepEqual([p.file, p.block, p.line], [FAILING, 1, 11]);
  assert.match(p.message, /"NotADagsterName" is unknown import symbol/);
});

test('an unknown keyword of a decorator fails on its line', () => {
  const ps = on(FAILING, 2);
  assert.equal(ps.length, 1, JSON.stringify(ps));
  assert.equal(ps[0].line, 24);
  assert.match(ps[0].message, /No parameter named "group_nam"/);
});

test('a missing required argument fails and names the parameter', () => {
  const ps = on(FAILING, 3);
  assert.equal(ps.length, 1, JSON.stringify(ps));
  assert.equal(ps[0].line, 43);
  assert.match(ps[0].message, /Argument missing for parameter "path"/);
});

test('an unknown keyword of a function is named', () => {
  const ps = on(FAILING, 4);
  assert.equal(ps.length, 1, JSON.stringify(ps));
  assert.equal(ps[0].line, 53);
  assert.match(ps[0].message, /No parameter named "selction"/);
});

test('an unknown name of a library submodule and an unknown Dagster package fail', () => {
  const ps = on(FAILING, 5);
  assert.deepEqual(
    ps.map((p) => p.line),
    [61, 62],
    JSON.stringify(ps),
  );
  assert.match(ps[0].message, /S3Resourse/);
  assert.match(ps[1].message, /dagster_not_a_library/);
});

test('an unknown name used through the module alias fails', () => {
  const ps = on(FAILING, 6);
  assert.equal(ps.length, 1, JSON.stringify(ps));
  assert.equal(ps[0].line, 73);
  assert.match(ps[0].message, /"AssetSpecs" is not a known attribute of module "dagster"/);
});

test('correct examples pass: third-party imports, Config and ConfigurableResource subclasses, ops in a job, an asset invoked in a test', () => {
  assert.deepEqual(on(PASSING, 1), []);
  assert.deepEqual(on(PASSING, 2), []);
  assert.deepEqual(on(PASSING, 3), []);
  assert.equal(run().blocks, blocks.length);
});

test('the python-types rule reports a finding on the page line of the block', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pyright-rule-test-'));
  try {
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, '');
    const doc: DocFile = {
      file,
      rel: 'page.md',
      id: 'page',
      frontmatter: {},
      body: '',
      bodyLine: 1,
      blocks: [
        {lang: 'bash', meta: '', code: 'dg dev\n', line: 3},
        {lang: 'python', meta: '', code: 'import dagster as dg\n\nkey = dg.AssetKey()\n', line: 7},
      ],
    };
    const findings = pythonTypes.check(doc, createContext([doc]));
    assert.equal(findings.length, 1, JSON.stringify(findings));
    assert.equal(findings[0].line, 10);
    assert.match(findings[0].message, /^pyright \[reportCallIssue\] Python block 1: Argument missing for parameter "path"/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});
