/**
 * Rule `placeholders`: no placeholder wording (TODO, TBD, coming soon, lorem ipsum, ...) anywhere in
 * a page: a page is real or absent. The patterns are `PLACEHOLDER_PATTERNS` of lib/content.ts,
 * shared with the route check of the built site.
 */
import {findPlaceholders} from '../lib/content.ts';
import type {ContentRule} from './types.ts';

export const placeholders: ContentRule = {
  id: 'placeholders',
  description: 'No placeholder wording (TODO, TBD, coming soon, lorem ipsum, "placeholder page/text/content", "write this/me").',
  check(d) {
    return findPlaceholders(d.body).map((p) => ({line: d.bodyLine, message: `placeholder wording /${p}/`}));
  },
};
