/**
 * What the Default column of an API parameter table shows (components/ApiReference/ParamTable).
 * Pure, so the rule is unit-tested without rendering.
 */
import type {RenderedParam} from './types';

/** What the Default cell shows for a parameter: a code value, or muted words. */
export type DefaultCell = {code: string} | {muted: string};

/**
 * The Default cell of one row: the documented default when the inventory states one; for a
 * variadic parameter (`*args`, `**kwargs`), "any number" (Python never requires one: a call may
 * pass none, whatever the inventory's `optional` flag says, e.g. `**kwargs` of
 * `DagsterDltResource.run`); "—" for a required parameter; "off" for an optional CLI flag; `None`
 * for an optional call argument typed `Optional[...]` (in Dagster's signatures such an argument
 * defaults to `None`, e.g. `additional_ins: Optional[Mapping[str, AssetIn]] = None` on
 * `@asset_check`); otherwise "optional" (upstream marks the parameter optional without stating a
 * default). Config fields (`config`) are not call arguments, so their `Optional` type says nothing
 * about a default.
 *
 * @param p - the rendered parameter (name, type, optional, default).
 * @param opts.cli - the rows are options of a CLI command.
 * @param opts.config - the rows are config fields of a module-level object.
 */
export function defaultCell(p: RenderedParam, {cli = false, config = false}: {cli?: boolean; config?: boolean} = {}): DefaultCell {
  if (p.default !== undefined) return {code: p.default};
  if (!cli && !config && p.name.startsWith('*')) return {muted: 'any number'};
  if (!p.optional) return {muted: '—'};
  if (cli && p.type === 'flag') return {muted: 'off'};
  if (!cli && !config && p.type?.startsWith('Optional[')) return {code: 'None'};
  return {muted: 'optional'};
}
