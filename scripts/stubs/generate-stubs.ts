/**
 * Type stubs (`.pyi`) for `dagster`, every `dagster_*` library and `dagstermill`, generated from
 * spec/api-inventory.json. pyright reads them through `stubPath` when
 * scripts/lib/pyright-check.ts checks the Python examples of the site.
 *
 * What a stub says, per inventory symbol (`<module>.<name>`):
 * - `function`: `def name(<params>) -> <returns>`; `decorator` whose first parameter is the
 *   decorated function and whose other parameters are optional keywords (`@dg.asset`,
 *   `@dg.asset(...)`): one signature `def asset(__fn=None, /, *, <params>)` returning the decorated
 *   class, itself callable with the function; other decorators: the called form, plus a bare overload when no parameter is
 *   required; `class` / `exception` / uppercase `resource`: a class with `__init__` from the
 *   params and the listed members; `constant` and lowercase `resource`: a module variable of type `Any`.
 * - Parameters keep their names, order and optional/required flag (plus scripts/stubs/overrides.json).
 *   Their types are kept only when built from builtins and `typing` (`Optional[str]`,
 *   `Sequence[str]`, `Mapping[str, Any]`); a Dagster class, an alias such as `CoercibleToAssetKey`,
 *   or anything that does not parse becomes `Any`, because the inventory lists no class hierarchy
 *   (a `DailyPartitionsDefinition` must be accepted where `PartitionsDefinition` is asked for).
 *   An empty parameter list means "not documented": `(*args: Any, **kwargs: Any)`.
 * - Return types name the Dagster class when the inventory has it, else `Any`.
 * - Every class derives from `_dagster_stub_base._Obj`, whose `__getattr__` (also on the metaclass)
 *   and operator methods answer `Any`: members the inventory does not list are never an error.
 *   `Config`, `ConfigurableResource` and the library resource classes are Pydantic models at run
 *   time; their metaclass carries `class _LooseModel:
    # A Dagster resource whose fields the inventory does not list: any keyword is accepted.
    def __init__(self, **kwargs: Any) -> None: ...

class _Decorated(_Obj, _CallableObj):
    # The result of a Dagster decorator whose class the inventory does not name.
    ...

@dataclass_transform(kw_only_default=True)`, so subclasses
 *   declare fields and are built with keywords, and library resources check their field names.
 * - Modules are strict: no module-level `__getattr__`. A name imported from a Dagster package that the
 *   inventory lacks is an error, as the name check of check:content always made it; names of
 *   scripts/content-allowlist.json become `Any` variables.
 *
 * Output: `<outDir>/<pkg>/<sub>/__init__.pyi` per module plus `_dagster_stub_base.pyi`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {correctedParamList, type ParamCorrection} from '../../spec/reader.ts';
import {repoRoot} from '../lib/content.ts';

/** A parameter of spec/api-inventory.json. */
export interface InvParam {
  name: string;
  type: string | null;
  optional: boolean;
  default?: string;
}

/** A member (method, property, attribute, ...) of an inventory class. */
export interface InvMember {
  name: string;
  kind: string;
  params: InvParam[];
  returns: string | null;
}

/** A symbol of spec/api-inventory.json (the fields the stubs use). */
export interface InvSymbol {
  name: string;
  kind: string;
  params: InvParam[];
  returns: string | null;
  members?: InvMember[];
  bases?: string;
  base?: string;
  alias_of?: string;
}

/** scripts/stubs/overrides.json: corrections to the inventory, each checked against Dagster's source. */
export interface StubOverrides {
  /** `<symbol>` → parameter → correction. `source` names the Dagster file it was checked against. */
  params?: Record<string, Record<string, ParamFix>>;
  /** `<symbol>[.<member>]` → the whole Python parameter list (without `self`), when the inventory's list is wrong in shape (`*group_strs`) or empty for a much-used callable (`RunRequest`). */
  signatures?: Record<string, {params: string; source: string; why: string}>;
  /** `<class>` → stub lines added to the class body (members the inventory does not list but examples override or call via `super()`). */
  members?: Record<string, {lines: string[]; source: string; why: string}>;
  /** `<symbol>` → base classes (Python expressions) the stub adds, e.g. `str` for `EnvVar`. */
  bases?: Record<string, {bases: string[]; source: string; why: string}>;
  /** Classes that take type arguments (`dg.Output[int]`). */
  generic?: Record<string, {source: string; why: string}>;
  /** `<symbol>.<member>` → return type (Python expression over typing names) replacing the inventory's. */
  returns?: Record<string, {returns: string; source: string; why: string}>;
  /** `<symbol>` → decorator: the type of the decorated result is this class of the same package. */
  decoratorResults?: Record<string, {returns: string; source: string; why: string}>;
}

/** A correction to one inventory parameter (the shape both the stubs and the API pages read). */
export type ParamFix = ParamCorrection;

/** Modules whose symbols become stubs: `dagster`, `dagster_*`, `dagstermill` and their submodules. */
export const isDagsterModule = (mod: string): boolean => /^(dagster|dagster_\w+|dagstermill)(\.|$)/.test(mod);

/** Pydantic-model bases of Dagster (classes whose subclasses declare fields). */
const MODEL_CLASSES = new Set([
  'dagster.Config',
  'dagster.PermissiveConfig',
  'dagster.ConfigurableResource',
  'dagster.ConfigurableIOManager',
  'dagster.ConfigurableIOManagerFactory',
  'dagster.ConfigurableResourceFactory',
  'dagster.ConfigurableLegacyIOManagerAdapter',
  'dagster.ConfigurableIOManagerFactory',
]);

/**
 * Decorators declared `def asset(compute_fn=None, *, name=None, ...)` in Dagster 1.10 (checked in
 * python_modules/dagster/dagster/_core/definitions/decorators/{asset,op,graph,job}_decorator.py)
 * although the inventory leaves the function parameter out.
 */
const FN_FIRST_DECORATORS = new Set(['dagster.asset', 'dagster.op', 'dagster.graph', 'dagster.graph_asset', 'dagster.job']);

/** First parameters of a decorator that name the decorated function (the bare `@dg.job` form). */
const DECORATED_FN_PARAMS = new Set(['compose_fn', 'compute_fn', 'fn', 'decorated_fn']);

const TYPING_NAMES = new Set([
  'Any', 'Optional', 'Union', 'List', 'Dict', 'Mapping', 'Sequence', 'Set', 'AbstractSet', 'FrozenSet',
  'Iterable', 'Iterator', 'Tuple', 'Type', 'Callable', 'Generator', 'Literal', 'MutableMapping',
]);
const BUILTIN_NAMES = new Set(['str', 'int', 'float', 'bool', 'bytes', 'list', 'dict', 'set', 'tuple', 'object', 'None', 'frozenset', 'type']);
const PY_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '),
);

/** A parsed type expression: a name with optional arguments, a `[...]` list, `...`, or a literal. */
type TypeNode = {name: string; args?: TypeNode[]} | {list: TypeNode[]} | {lit: string};

/** Parses an inventory type string (`Optional[Union[str, Sequence[str]]]`, `str | None`); null when it does not parse. */
export function parseType(src: string): TypeNode | null {
  const tokens = src.match(/\.\.\.|[A-Za-z_][\w.]*|'[^']*'|"[^"]*"|-?\d+|[[\],|]|\S/g) ?? [];
  let i = 0;
  const atom = (): TypeNode | null => {
    const t = tokens[i];
    if (t === undefined) return null;
    if (t === '[') {
      i++;
      const list = seq(']');
      return list ? {list} : null;
    }
    i++;
    if (t === '...' || /^['"-\d]/.test(t)) return {lit: t};
    if (!/^[A-Za-z_]/.test(t)) return null;
    if (tokens[i] === '[') {
      i++;
      const args = seq(']');
      return args ? {name: t, args} : null;
    }
    return {name: t};
  };
  const union = (): TypeNode | null => {
    const parts: TypeNode[] = [];
    for (;;) {
      const a = atom();
      if (!a) return null;
      parts.push(a);
      if (tokens[i] !== '|') break;
      i++;
    }
    return parts.length === 1 ? parts[0] : {name: 'Union', args: parts};
  };
  const seq = (close: string): TypeNode[] | null => {
    const out: TypeNode[] = [];
    if (tokens[i] === close) {
      i++;
      return out;
    }
    for (;;) {
      const u = union();
      if (!u) return null;
      out.push(u);
      if (tokens[i] === ',') i++;
      else if (tokens[i] === close) {
        i++;
        return out;
      } else return null;
    }
  };
  const node = union();
  return node && i === tokens.length ? node : null;
}

/**
 * Python type expression for an inventory type. `refClass` resolves a Dagster name to a stub
 * reference (return types) or returns null (parameter types: the name becomes `Any`).
 */
export function pyType(src: string | null, refClass: (name: string) => string | null = () => null): string {
  if (!src) return 'Any';
  const node = parseType(src.trim());
  if (!node) return 'Any';
  const emit = (n: TypeNode): string => {
    if ('lit' in n) return n.lit === '...' ? '...' : 'Any';
    if ('list' in n) return `[${n.list.map(emit).join(', ')}]`;
    const {name, args} = n;
    if (name === 'Callable') return 'Callable[..., Any]';
    if (name === 'Literal') return args && args.every((a) => 'lit' in a && a.lit !== '...') ? `Literal[${args.map((a) => (a as {lit: string}).lit).join(', ')}]` : 'Any';
    if (TYPING_NAMES.has(name) || BUILTIN_NAMES.has(name)) {
      if (!args) return name;
      if (name === 'Any' || name === 'None') return 'Any';
      const inner = args.map(emit);
      if ((name === 'Union' || name === 'Optional') && inner.includes('Any')) return 'Any';
      if (inner.some((a) => a.startsWith('['))) return 'Any';
      return `${name}[${inner.join(', ')}]`;
    }
    if (name === 'datetime.datetime' || name === 'datetime.date' || name === 'datetime.timedelta') return args ? 'Any' : name;
    const ref = args ? null : refClass(name);
    return ref ?? 'Any';
  };
  return emit(node);
}

const ident = (s: string): boolean => /^[A-Za-z_]\w*$/.test(s) && !PY_KEYWORDS.has(s);

/** Parameter list text (without `self`), or the documented-as-unknown `*args: Any, **kwargs: Any`. */
function paramList(params: InvParam[], fix: Record<string, ParamFix> = {}): string {
  const kept = correctedParamList(params, fix, () => true, (name, f) => ({name, type: null, optional: f.optional ?? true}));
  if (!kept.length || kept.some((p) => !ident(p.name.replace(/^\*{1,2}/, '')))) return '*args: Any, **kwargs: Any';
  const out: string[] = [];
  let seenDefault = false;
  let kwOnly = false;
  let hasKwargs = false;
  for (const p of kept) {
    if (p.name.startsWith('**')) {
      hasKwargs = true;
      continue;
    }
    if (p.name.startsWith('*')) {
      out.push(`${p.name}: Any`);
      kwOnly = true;
      continue;
    }
    const optional = fix[p.name]?.optional ?? (p.optional || p.default !== undefined);
    if (!optional && seenDefault && !kwOnly) {
      out.push('*');
      kwOnly = true;
    }
    if (optional) seenDefault = true;
    out.push(`${p.name}: ${fix[p.name]?.type ?? pyType(p.type)}${optional ? ' = ...' : ''}`);
  }
  if (hasKwargs) out.push('**kwargs: Any');
  return out.join(', ');
}

interface ModuleStub {
  imports: Set<string>;
  lines: string[];
}

/**
 * Builds the stub files from the inventory pages.
 * @returns stub path (relative to the stub root, `dagster_aws/s3/__init__.pyi`) → file text.
 */
export function generateStubs(
  symbols: InvSymbol[],
  overrides: StubOverrides = {},
  allowlist: string[] = [],
): Map<string, string> {
  const modules = new Map<string, ModuleStub>();
  const moduleOf = (mod: string): ModuleStub => {
    let m = modules.get(mod);
    if (!m) {
      m = {imports: new Set(), lines: []};
      modules.set(mod, m);
      const parts = mod.split('.');
      for (let k = 1; k < parts.length; k++) moduleOf(parts.slice(0, k).join('.'));
    }
    return m;
  };
  const split = (fqn: string): [string, string] => {
    const k = fqn.lastIndexOf('.');
    return [fqn.slice(0, k), fqn.slice(k + 1)];
  };
  const py = symbols.filter((s) => !/[\s-]/.test(s.name) && s.name.includes('.') && isDagsterModule(s.name));
  const classNames = new Set(py.filter((s) => isClass(s)).map((s) => s.name));
  // Methods listed as symbols of their own (`dagster.DagsterInstance.report_runless_asset_event`).
  const extraMembers = new Map<string, InvMember[]>();
  const topLevel = py.filter((s) => {
    const [owner, name] = split(s.name);
    if (!classNames.has(owner)) return true;
    extraMembers.set(owner, [...(extraMembers.get(owner) ?? []), {name, kind: 'method', params: s.params, returns: s.returns}]);
    return false;
  });
  const byShort = new Map<string, string[]>();
  for (const c of classNames) {
    const short = split(c)[1];
    byShort.set(short, [...(byShort.get(short) ?? []), c]);
  }
  /** A reference to the class `name` from module `mod`: same module first, then `dagster`. */
  const refFrom = (mod: string) => (name: string): string | null => {
    const short = name.split('.').pop()!;
    const cands = byShort.get(short) ?? [];
    const target = cands.find((c) => split(c)[0] === mod) ?? cands.find((c) => split(c)[0] === 'dagster') ?? (cands.length === 1 ? cands[0] : undefined);
    if (!target) return null;
    const [tmod, tname] = split(target);
    if (tmod === mod) return tname;
    moduleOf(mod).imports.add(`import ${tmod}`);
    return `${tmod}.${tname}`;
  };
  const ret = (mod: string, key: string, r: string | null): string => {
    const o = overrides.returns?.[key];
    if (o) return o.returns;
    if (r === 'None') return 'None';
    return pyType(r, refFrom(mod));
  };
  const isModel = (s: InvSymbol): boolean =>
    MODEL_CLASSES.has(s.name) ||
    (s.kind === 'resource' && /^[A-Z]/.test(split(s.name)[1])) ||
    [s.bases, s.base].some((b) => b && b.split(',').some((x) => MODEL_CLASSES.has(`dagster.${x.trim().replace(/^dagster\./, '')}`)));

  const sorted = [...topLevel].sort((a, b) => a.name.localeCompare(b.name));
  // Classes first (in dependency order of their bases), so module text reads top-down.
  for (const s of sorted) {
    const [mod, name] = split(s.name);
    const m = moduleOf(mod);
    if (isClass(s)) m.lines.push(...classStub(s, mod, name));
  }
  for (const s of sorted) {
    const [mod, name] = split(s.name);
    const m = moduleOf(mod);
    if (isClass(s)) continue;
    if (s.kind === 'decorator') m.lines.push(...decoratorStub(s, mod, name));
    else if (s.kind === 'function' || s.kind === 'method') m.lines.push('', `def ${name}(${sig(s.name, s.params)}) -> ${ret(mod, s.name, s.returns)}: ...`);
    else if (s.alias_of) m.lines.push(`${name}: TypeAlias = Any`);
    else m.lines.push(`${name}: Any`);
  }
  for (const fqn of allowlist) {
    const [mod, name] = split(fqn);
    if (isDagsterModule(mod) && ident(name)) moduleOf(mod).lines.push(`${name}: Any  # scripts/content-allowlist.json`);
  }

  /** Parameter text of a symbol or member: the signature override, else the inventory's list. */
  function sig(key: string, params: InvParam[]): string {
    return overrides.signatures?.[key]?.params ?? paramList(params, overrides.params?.[key]);
  }

  function classStub(s: InvSymbol, mod: string, name: string): string[] {
    const m = moduleOf(mod);
    const model = isModel(s);
    const fix = overrides.params?.[s.name] ?? {};
    const fieldParams = s.params.filter((p) => !fix[p.name]?.remove);
    // A library resource whose fields the inventory does not list: a keyword-only constructor
    // that takes anything, and no dataclass_transform (a user subclass keeps taking any keyword).
    const loose = model && !MODEL_CLASSES.has(s.name) && !(fieldParams.length && fieldParams.every((p) => ident(p.name)));
    const bases: string[] = [];
    for (const b of overrides.bases?.[s.name]?.bases ?? []) bases.push(b);
    const declared = (s.bases ?? s.base ?? '').split(',').map((b) => b.trim()).filter(Boolean);
    for (const b of declared) {
      const r = refFrom(mod)(b);
      if (r && r !== name) bases.push(r);
    }
    if (loose) bases.push('_base._LooseModel');
    else if (model && !bases.some((b) => /Config|Resource|IOManager/.test(b)) && !MODEL_CLASSES.has(s.name)) {
      bases.push(refFrom(mod)('ConfigurableResource') ?? '_base._Model');
    }
    // Python naming convention: `...Error` classes are exceptions, `...Warning` classes are warnings.
    if (!bases.length && (s.kind === 'exception' || /Error$/.test(name))) bases.push('Exception');
    if (!bases.length && /Warning$/.test(name)) bases.push('Warning');
    if (model && MODEL_CLASSES.has(s.name) && !bases.length) bases.push('_base._Model');
    if (overrides.generic?.[s.name]) bases.push('Generic[_T]');
    bases.push('_base._Obj');
    if (/Definition$/.test(name) || s.kind === 'exception') bases.push('_base._CallableObj');
    const body: string[] = [];
    const fields = new Set<string>();
    if (model && !MODEL_CLASSES.has(s.name)) {
      // Pydantic fields: the synthesized keyword __init__ checks names and required fields.
      if (!loose) {
        for (const p of fieldParams) {
          const optional = fix[p.name]?.optional ?? (p.optional || p.default !== undefined);
          body.push(`    ${p.name}: ${fix[p.name]?.type ?? pyType(p.type)}${optional ? ' = ...' : ''}`);
          fields.add(p.name);
        }
      }
    } else if (!model) {
      const init = sig(s.name, s.params);
      body.push(`    def __init__(self${init ? `, ${init}` : ''}) -> None: ...`);
    }
    for (const mem of [...(s.members ?? []), ...(extraMembers.get(s.name) ?? [])]) {
      if (!ident(mem.name) || fields.has(mem.name) || mem.name === '__init__') continue;
      const r = ret(mod, `${s.name}.${mem.name}`, mem.returns);
      const plist = sig(`${s.name}.${mem.name}`, mem.params);
      switch (mem.kind) {
        case 'property':
        case 'abstract-property':
          body.push('    @property', `    def ${mem.name}(self) -> ${r}: ...`);
          break;
        case 'staticmethod':
          body.push('    @staticmethod', `    def ${mem.name}(${plist}) -> ${r}: ...`);
          break;
        case 'classmethod':
          body.push('    @classmethod', `    def ${mem.name}(cls${plist ? `, ${plist}` : ''}) -> ${r}: ...`);
          break;
        case 'method':
        case 'abstractmethod':
        case 'final-method':
          body.push(`    def ${mem.name}(self${plist ? `, ${plist}` : ''}) -> ${r}: ...`);
          break;
        case 'attribute':
          body.push(`    ${mem.name}: ${mem.returns ? r : 'Any'}`);
          break;
        default:
          break; // env-var, subcommand: not Python attributes
      }
    }
    for (const l of overrides.members?.[s.name]?.lines ?? []) body.push(`    ${l}`);
    if (!body.length) body.push('    ...');
    m.imports.add('import _dagster_stub_base as _base');
    return ['', `class ${name}(${bases.join(', ')}${model && MODEL_CLASSES.has(s.name) ? ', metaclass=_base._ModelMeta' : ''}):`, ...body];
  }

  function decoratorStub(s: InvSymbol, mod: string, name: string): string[] {
    const fix = {...(overrides.params?.[s.name] ?? {})};
    const first = s.params[0];
    if (first && DECORATED_FN_PARAMS.has(first.name)) fix[first.name] = {remove: true};
    const params = s.params.filter((p) => !fix[p.name]?.remove);
    const required = params.some((p) => !p.name.startsWith('*') && !(fix[p.name]?.optional ?? (p.optional || p.default !== undefined)));
    // The decorated object: a known Dagster class, else a callable object whose members are Any.
    // Never `Any`: pyright treats a decorator returning Any as returning the function unchanged.
    const resultOverride = overrides.decoratorResults?.[s.name]?.returns;
    const known = resultOverride ?? (s.returns && !s.returns.startsWith('Callable') ? s.returns : undefined);
    const result = (known && refFrom(mod)(known)) || '_base._Decorated';
    moduleOf(mod).imports.add('import _dagster_stub_base as _base');
    const plist = overrides.signatures?.[s.name]?.params ?? paramList(params, fix);
    const fnFirst = FN_FIRST_DECORATORS.has(s.name) || (first !== undefined && DECORATED_FN_PARAMS.has(first.name));
    if (!required && fnFirst && !/(^|, )\*/.test(plist)) {
      // Like Dagster's own `def asset(compute_fn=None, *, name=None, ...)`: one signature, so pyright
      // names an unknown keyword or a wrong argument (with overloads it says only "No overloads").
      // The result is the decorated class and, called with a function, decorates it; called with
      // anything else (invoking an asset in a test) it answers Any.
      const cls = `_${name}_decorated`;
      return [
        '',
        `class ${cls}(${result}):`,
        '    @overload',
        `    def __call__(self, __fn: Callable[..., Any], /) -> ${result}: ...`,
        '    @overload',
        '    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...',
        '',
        `def ${name}(__fn: Optional[Callable[..., Any]] = None, /, *, ${plist}) -> ${cls}: ...`,
      ];
    }
    const called = `def ${name}(${plist}) -> Callable[[Callable[..., Any]], ${result}]: ...`;
    if (required) return ['', called];
    return ['', '@overload', `def ${name}(__fn: Callable[..., Any], /) -> ${result}: ...`, '@overload', called];
  }

  const files = new Map<string, string>();
  for (const [mod, m] of modules) {
    const sub = [...modules.keys()].filter((k) => k.startsWith(`${mod}.`) && !k.slice(mod.length + 1).includes('.'));
    const head = [
      '# Generated by scripts/stubs/generate-stubs.ts from spec/api-inventory.json. Do not edit.',
      'from typing import Any, AbstractSet, Callable, Dict, FrozenSet, Generator, Generic, Iterable, Iterator, List, Literal, Mapping, MutableMapping, Optional, Sequence, Set, Tuple, Type, TypeVar, Union, overload',
      'from typing_extensions import TypeAlias',
      'import datetime',
      ...[...m.imports].filter((i) => i !== `import ${mod}`).sort(),
      ...sub.map((s) => `from . import ${s.slice(mod.length + 1)} as ${s.slice(mod.length + 1)}`),
      "_T = TypeVar('_T')",
    ];
    files.set(`${mod.split('.').join('/')}/__init__.pyi`, [...head, ...m.lines, ''].join('\n'));
  }
  files.set('_dagster_stub_base.pyi', BASE_STUB);
  return files;
}

const isClass = (s: InvSymbol): boolean =>
  s.kind === 'class' || s.kind === 'exception' || (s.kind === 'resource' && /^[A-Z]/.test(s.name.split('.').pop()!)) ||
  (s.kind === 'attribute' && !s.alias_of && /^[A-Z]/.test(s.name.split('.').pop()!));

/** Shared bases: unlisted members and operators are `Any`; models take keyword fields. */
const BASE_STUB = `# Generated by scripts/stubs/generate-stubs.ts. Shared bases of the Dagster stubs.
from typing import Any
from typing_extensions import dataclass_transform

class _Meta(type):
    # Class-level names the inventory does not list (\`dg.AutomationCondition.some_method\`) are Any.
    def __getattr__(cls, name: str) -> Any: ...

class _Obj(metaclass=_Meta):
    # Instance members the inventory does not list are Any, as are operators (\`a | b\`, \`~c\`).
    def __getattr__(self, name: str) -> Any: ...
    def __or__(self, other: Any) -> Any: ...
    def __ror__(self, other: Any) -> Any: ...
    def __and__(self, other: Any) -> Any: ...
    def __rand__(self, other: Any) -> Any: ...
    def __sub__(self, other: Any) -> Any: ...
    def __invert__(self) -> Any: ...
    def __getitem__(self, key: Any) -> Any: ...
    def __iter__(self) -> Any: ...
    def __enter__(self) -> Any: ...
    def __exit__(self, *args: Any) -> Any: ...

class _CallableObj:
    # Definitions (assets, ops, jobs, resources) can be invoked directly in tests.
    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...

class _LooseModel:
    # A Dagster resource whose fields the inventory does not list: any keyword is accepted.
    def __init__(self, **kwargs: Any) -> None: ...

class _Decorated(_Obj, _CallableObj):
    # The result of a Dagster decorator whose class the inventory does not name.
    ...

@dataclass_transform(kw_only_default=True)
class _ModelMeta(_Meta): ...

class _Model(metaclass=_ModelMeta): ...
`;

/** Reads spec/api-inventory.json, scripts/stubs/overrides.json and the allowlist; writes the stubs under `outDir`. */
export function writeStubs(outDir: string): {files: number; symbols: number} {
  const inv = JSON.parse(fs.readFileSync(path.join(repoRoot, 'spec', 'api-inventory.json'), 'utf8')) as {pages: {symbols: InvSymbol[]}[]};
  const overrides = JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts', 'stubs', 'overrides.json'), 'utf8')) as StubOverrides;
  const allow = Object.keys((JSON.parse(fs.readFileSync(path.join(repoRoot, 'scripts', 'content-allowlist.json'), 'utf8')) as {names: Record<string, string>}).names);
  const symbols = inv.pages.flatMap((p) => p.symbols);
  const files = generateStubs(symbols, overrides, allow);
  fs.rmSync(outDir, {recursive: true, force: true});
  for (const [rel, text] of files) {
    const p = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(p), {recursive: true});
    fs.writeFileSync(p, text);
  }
  return {files: files.size, symbols: symbols.length};
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const out = path.join(repoRoot, '.cache', 'pyright', 'stubs');
  const r = writeStubs(out);
  console.log(`generate-stubs: ${r.files} stub files from ${r.symbols} inventory symbols in ${path.relative(repoRoot, out)}`);
}
