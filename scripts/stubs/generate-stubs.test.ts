/**
 * The stub generator on a small inventory: the shapes pyright relies on (no pyright run here).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {generateStubs, pyType, type InvSymbol} from './generate-stubs.ts';

const p = (name: string, type: string | null, optional: boolean) => ({name, type, optional});

const symbols: InvSymbol[] = [
  {name: 'dagster.asset', kind: 'decorator', params: [p('compute_fn', null, true), p('name', 'Optional[str]', true)], returns: null},
  {name: 'dagster.sensor', kind: 'decorator', params: [p('name', 'Optional[str]', true)], returns: null},
  {name: 'dagster.asset_check', kind: 'decorator', params: [p('asset', 'CoercibleToAssetKey', false), p('blocking', 'bool', false)], returns: null},
  {name: 'dagster.AssetKey', kind: 'class', params: [p('path', 'Sequence[str]', false)], returns: null, members: [{name: 'to_user_string', kind: 'method', params: [], returns: 'str'}]},
  {name: 'dagster.AssetsDefinition', kind: 'class', params: [], returns: null},
  {name: 'dagster.Config', kind: 'class', params: [], returns: null},
  {name: 'dagster_aws.s3.S3Resource', kind: 'resource', params: [p('region_name', 'Optional[str]', true)], returns: null},
];

const files = generateStubs(symbols, {params: {'dagster.asset_check': {blocking: {optional: true, source: 'x.py', why: 'test'}}}}, ['dagster.SomethingAllowed']);
const core = files.get('dagster/__init__.pyi')!;

test('one stub per module and package, with submodules imported', () => {
  assert.deepEqual([...files.keys()].sort(), ['_dagster_stub_base.pyi', 'dagster/__init__.pyi', 'dagster_aws/__init__.pyi', 'dagster_aws/s3/__init__.pyi']);
  assert.match(files.get('dagster_aws/__init__.pyi')!, /^from \. import s3 as s3$/m);
});

test('modules have no catch-all __getattr__; allowlisted names are Any', () => {
  assert.doesNotMatch(core, /^def __getattr__/m);
  assert.match(core, /^SomethingAllowed: Any/m);
});

test('@asset has one signature (bare or called) whose result decorates a function', () => {
  assert.match(core, /^def asset\(__fn: Optional\[Callable\[\.\.\., Any\]\] = None, \/, \*, name: Optional\[str\] = \.\.\.\) -> _asset_decorated: \.\.\./m);
  assert.match(core, /class _asset_decorated\(_base\._Decorated\):\n {4}@overload\n {4}def __call__\(self, __fn: Callable\[\.\.\., Any\], \/\) -> _base\._Decorated: \.\.\./);
});

test('another decorator without required parameters has a bare and a called overload', () => {
  assert.match(core, /@overload\ndef sensor\(__fn: Callable\[\.\.\., Any\], \/\) -> _base\._Decorated: \.\.\./);
  assert.match(core, /@overload\ndef sensor\(name: Optional\[str\] = \.\.\.\) -> Callable\[\[Callable\[\.\.\., Any\]\], _base\._Decorated\]: \.\.\./);
});

test('an override makes a parameter optional; Dagster type aliases become Any', () => {
  assert.match(core, /^def asset_check\(asset: Any, blocking: bool = \.\.\.\) -> /m);
});

test('classes get __init__ from params and listed members; Config is a keyword model', () => {
  assert.match(core, /class AssetKey\(_base\._Obj\):\n {4}def __init__\(self, path: Sequence\[str\]\) -> None: \.\.\.\n {4}def to_user_string\(self, \*args: Any, \*\*kwargs: Any\) -> str: \.\.\./);
  assert.match(core, /class Config\(_base\._Model, _base\._Obj, metaclass=_base\._ModelMeta\):/);
  assert.match(files.get('_dagster_stub_base.pyi')!, /@dataclass_transform\(kw_only_default=True\)\nclass _ModelMeta/);
});

test('a library resource declares its fields on a ConfigurableResource-like base', () => {
  assert.match(files.get('dagster_aws/s3/__init__.pyi')!, /class S3Resource\([^)]*\):\n {4}region_name: Optional\[str\] = \.\.\./);
});

test('pyType keeps builtin and typing types and turns the rest into Any', () => {
  assert.equal(pyType('Optional[Union[str, Sequence[str]]]'), 'Optional[Union[str, Sequence[str]]]');
  assert.equal(pyType('str | None'), 'Union[str, None]');
  assert.equal(pyType('Optional[PartitionsDefinition]'), 'Any');
  assert.equal(pyType('Callable[[int], str]'), 'Callable[..., Any]');
  assert.equal(pyType('not a [type'), 'Any');
  assert.equal(pyType(null), 'Any');
});

test('an added parameter with `before` goes in front of that parameter, so a positional first argument stays positional', () => {
  const syms: InvSymbol[] = [
    {name: 'dagster_dbt.build_selection', kind: 'function', params: [p('dbt_select', 'str', false), p('dbt_exclude', 'Optional[str]', true)], returns: null},
  ];
  const out = generateStubs(syms, {
    params: {
      'dagster_dbt.build_selection': {
        dbt_assets: {add: true, optional: false, before: 'dbt_select', type: 'Sequence[Any]'},
        dbt_select: {optional: true},
      },
    },
  }).get('dagster_dbt/__init__.pyi')!;
  // WHY: the source is `build_selection(dbt_assets, dbt_select="fqn:*", ...)` and examples pass the
  // definitions positionally; appended, a required `dbt_assets` would become keyword-only.
  assert.match(out, /^def build_selection\(dbt_assets: Sequence\[Any\], dbt_select: str = \.\.\., dbt_exclude: Optional\[str\] = \.\.\.\) -> /m);
});

test('an added parameter that replaces a docstring name takes its place; a required one after defaults is keyword-only', () => {
  const syms: InvSymbol[] = [
    {name: 'dagster.factory', kind: 'function', params: [p('name', 'str', false), p('ids_fn', 'dict', false), p('extra', 'Optional[dict]', true)], returns: null},
    {name: 'dagster.late', kind: 'function', params: [p('name', 'str', false), p('extra', 'Optional[dict]', true)], returns: null},
  ];
  const out = generateStubs(syms, {
    params: {
      'dagster.factory': {ids_fn: {remove: true}, ids: {add: true, optional: false, replaces: 'ids_fn'}},
      'dagster.late': {needed: {add: true, optional: false}},
    },
  }).get('dagster/__init__.pyi')!;
  // WHY: `factory(name, ids, extra=None)` is the real signature; appending `ids` after `extra`
  // would put a required parameter after a default, which is not valid Python.
  assert.match(out, /^def factory\(name: str, ids: Any, extra: Optional\[dict\] = \.\.\.\) -> /m);
  assert.match(out, /^def late\(name: str, extra: Optional\[dict\] = \.\.\., \*, needed: Any\) -> /m);
});
