/**
 * Types of the API reference data.
 *
 * - `Inventory*`: the facts, exactly as `spec/api-inventory.json` records them (the only source of
 *   facts for the reference; the generator never adds a symbol, parameter or member). Defined in
 *   `spec/reader.ts` and re-exported here.
 * - `PageDescriptions` / `SymbolDescription`: our own prose, one JSON file per page in
 *   `website/src/api/descriptions/<slug>.json`.
 * - `Rendered*`: what `scripts/generate-api-docs.ts` serializes into the generated MDX as props of
 *   the `ApiReference` components (facts + prose + resolved links), so every page renders alike.
 */

/** Lifecycle stages a symbol, member or parameter can carry (see /api/api-lifecycle). */
export type LifecycleFlag = 'beta' | 'preview' | 'superseded' | 'deprecated';

export type {Inventory, InventoryMember, InventoryPage, InventoryParam, InventorySymbol} from '../../../spec/reader';
import type {InventoryParam} from '../../../spec/reader';

/** Our own prose for one API page: website/src/api/descriptions/<slug>.json, slug = route after /api/python-api/ (e.g. "assets", "libraries/dagster-aws"). */
export interface PageDescriptions {
  /** Lead paragraph(s) in markdown: what the page covers and when a reader needs it. */
  intro: string;
  /** Optional one-paragraph markdown intro per inventory section name. */
  sections?: Record<string, string>;
  /** Keyed by fully qualified symbol name as in the inventory. */
  symbols: Record<string, SymbolDescription>;
}
export interface SymbolDescription {
  /** 1-3 sentences of markdown. */
  summary: string;
  /** Parameter name (as in the inventory) -> one-line description. */
  params?: Record<string, string>;
  /** One line about the return value. */
  returns?: string;
  /** Member name (as in the inventory) -> one-line description. */
  members?: Record<string, string>;
  /** A short, complete, valid Python 3 example of our own (imports only inventory names). */
  example?: string;
  /**
   * The release that added the symbol, when it is later than the release the site documents
   * (`1.10.4`, as `CHANGES.md` of the Dagster repository records it). Rendered as an AddedIn badge.
   */
  addedIn?: string;
  /** Parameter name (as in the inventory) -> the release that added that parameter. */
  paramsAddedIn?: Record<string, string>;
  /**
   * Later-patch changes that the inventory's facts do not show (a new argument, a lifecycle
   * change), each with its release and one line of markdown. Rendered as a list under the summary.
   */
  versionNotes?: VersionNote[];
  /**
   * Corrections of the inventory's facts (its `FACT_LABELS` fields, such as `extra`), keyed by the
   * inventory field name, for a fact that the Dagster 1.10 source contradicts. Each correction names
   * its source; the generator shows the corrected value in place of the inventory's.
   */
  factCorrections?: Record<string, FactCorrection>;
  /**
   * Corrections of the types the inventory gives this symbol's parameters, keyed by parameter name,
   * for a type the Dagster 1.10 signature contradicts. The page shows the corrected type only. (A
   * parameter wrongly marked required is corrected in scripts/stubs/overrides.json instead, which
   * the type stubs read too.)
   */
  paramTypeCorrections?: Record<string, TypeCorrection>;
  /** The same for members (methods, properties), keyed by member name: their return type and parameter types. */
  memberTypeCorrections?: Record<string, MemberTypeCorrection>;
}

/** A corrected type (see `SymbolDescription.paramTypeCorrections`). */
export interface TypeCorrection {
  /** The type as the signature writes it (`str`, `Optional[str]`). */
  type: string;
  /** Where the correct type comes from: file (and release) of the Dagster repository. */
  source: string;
}

/** Corrected types of one member (see `SymbolDescription.memberTypeCorrections`). */
export interface MemberTypeCorrection {
  returns?: TypeCorrection;
  params?: Record<string, TypeCorrection>;
}

/** A corrected inventory fact (see `SymbolDescription.factCorrections`). */
export interface FactCorrection {
  /** The value to show instead of the inventory's. */
  value: string;
  /** Where the correct value comes from, such as a file and release of the Dagster repository. */
  source: string;
}

/** One change that arrived in a given release (see `SymbolDescription.versionNotes`). */
export interface VersionNote {
  /** `major.minor.patch`, e.g. `1.10.15`. */
  version: string;
  /** Phrase before the version on the badge; defaults to `Added in`. */
  label?: string;
  /** One line of markdown describing the change. */
  text: string;
}

/* ------------------------------------------------------------------------------------------ */
/* Props serialized by the generator into the MDX pages.                                      */
/* ------------------------------------------------------------------------------------------ */

/** Identifier (as it appears in type strings) -> href of its documented anchor. */
export type TypeLinks = Record<string, string>;

export interface RenderedParam {
  name: string;
  type: string | null;
  optional: boolean;
  default?: string;
  flags: string[];
  /** Our one-line markdown description, when written. */
  description?: string;
  /** The release that added the parameter (`1.10.4`), when later than the documented release. */
  addedIn?: string;
}

export interface RenderedFact {
  label: string;
  value: string;
  /** Render the value as code with type links. */
  code?: boolean;
}

export interface RenderedSymbol {
  /** Fully qualified name as in the inventory. */
  fqn: string;
  /** HTML id of the symbol's heading. */
  anchor: string;
  /** Module path shown before the name in the signature (`dagster.`, `dagster_aws.s3.`). */
  module: string;
  /** Name shown in the signature (`asset`, `AssetKey`, `DagsterInstance.report_runless_asset_event`). */
  name: string;
  kind: string;
  flags: string[];
  /** Parameters (empty when the inventory lists none, or when they are left out, see `paramsOmitted`). */
  params: RenderedParam[];
  /** `config`: the entries are config fields of a module-level object (executor, run launcher), not call arguments. */
  paramsKind?: 'config';
  /** Why listed parameters were left out (upstream rendered a generic constructor for this entry). */
  paramsOmitted?: string;
  returns: string | null;
  /** Type annotation for module-level values (`ExecutorDefinition`). */
  annotation?: string;
  /** CLI usage line, for cli-command symbols. */
  usage?: string;
  summary: string;
  /** True when `summary` is our neutral fallback, not a written description. */
  summaryIsFallback?: boolean;
  returnsDescription?: string;
  deprecation?: string;
  replacement?: {text: string; href?: string};
  facts: RenderedFact[];
  example?: string;
  /** The release that added the symbol (`1.10.4`). */
  addedIn?: string;
  /** Later-patch changes, each with its release. */
  versionNotes?: VersionNote[];
  /** For entries the inventory marks as duplicates: where the canonical entry lives. */
  canonical?: {href: string; label: string};
  /** CLI subcommands, listed as links (`anchor`) to their own `### <command> <subcommand>` sections. */
  subcommands?: RenderedMember[];
  /** Environment variables (rendered as a table, not headings). */
  envVars?: RenderedMember[];
}

export interface RenderedMember {
  /** HTML id of the member's heading (`<FQN>.<member>`); absent for table rows. */
  anchor?: string;
  /** Owner's short name, shown in the member signature (`AssetSpec`). */
  owner: string;
  name: string;
  kind: string;
  flags: string[];
  params: RenderedParam[];
  returns: string | null;
  deprecation?: string;
  value?: string;
  yields?: string;
  raises?: string;
  returnsDoc?: string;
  contextManager?: boolean;
  description?: string;
}
