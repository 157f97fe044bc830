/**
 * The shape of a content rule of `npm run check:content` and what it reports.
 */
import type {DocFile} from '../lib/content.ts';
import type {RuleContext} from './context.ts';

/** One problem a rule finds on a page. */
export interface Finding {
  /** 1-based line in the source file (frontmatter problems use line 1). */
  line: number;
  /** What is wrong, in one line; printed after `file:line: `. */
  message: string;
  /** A warning is printed (prefixed `warning: `) but does not fail the check. */
  warning?: boolean;
}

/**
 * A content rule: one concern, checked page by page.
 *
 * `check` gets one parsed page and the shared context of the run, and returns its findings in line
 * order (empty when the page passes). A rule that runs an outside tool once for every page of the
 * run (python3) computes that batch through `ctx.memo` on its first call and then picks out the
 * page's findings. Rules never write output or exit; the runner (`scripts/check-content.ts`) does.
 */
export interface ContentRule {
  /** Stable kebab-case id, the rule's file name (`site-links`). */
  id: string;
  /** One sentence: what a page must do to pass. */
  description: string;
  /** @throws Error only when the check itself cannot run (e.g. python3 fails), never for a bad page. */
  check(doc: DocFile, ctx: RuleContext): Finding[];
}
