/**
 * Rule `integration-tags`: tags come only from website/tags.yml and only integration pages carry
 * them; the top page of each integration (`integrations/libraries/<name>` or
 * `integrations/libraries/<name>/index`) carries exactly one support tag (dagster-supported or
 * community-supported) and at least one category tag, so each tag page lists it.
 */
import type {ContentRule, Finding} from './types.ts';

/** The two support tags; every other tag of website/tags.yml is a category tag. */
const SUPPORT_TAGS = new Set(['dagster-supported', 'community-supported']);

export const integrationTags: ContentRule = {
  id: 'integration-tags',
  description: 'Tags only from website/tags.yml, on integration pages; an integration top page has one support tag and a category tag.',
  check(d, ctx) {
    const tagKeys = ctx.tagKeys;
    const out: Finding[] = [];
    const raw = d.frontmatter.tags;
    const tags = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)];
    for (const t of tags) if (!tagKeys.includes(t)) out.push({line: 1, message: `tag \`${t}\` is not one of website/tags.yml (${tagKeys.join(', ')})`});
    if (tags.length && !d.id.startsWith('integrations/')) out.push({line: 1, message: 'tags are for integration pages only'});
    const top = /^integrations\/libraries\/[^/]+(\/index)?$/.test(d.id) && d.id !== 'integrations/libraries/index';
    if (!top) return out;
    const support = tags.filter((t) => SUPPORT_TAGS.has(t)).length;
    if (support !== 1) {
      out.push({line: 1, message: `an integration page needs exactly one support tag (dagster-supported or community-supported), has ${support}`});
    }
    if (!tags.some((t) => !SUPPORT_TAGS.has(t) && tagKeys.includes(t))) {
      out.push({line: 1, message: 'an integration page needs at least one category tag (alerting, bi, compute, etl, metadata, monitoring, other, storage)'});
    }
    return out;
  },
};
