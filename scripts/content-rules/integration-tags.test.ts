/**
 * Rule `integration-tags` on in-memory pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {integrationTags as checkTags} from './integration-tags.ts';
import {doc, problems} from './test-helpers.ts';

test('tags: only the ten spec tags; an integration top page needs one support tag and a category tag', () => {
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/slack', '', {tags: ['dagster-supported', 'alerting']})), []);
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/dbt/index', '', {tags: ['dagster-supported', 'etl']})), []);
  // Sub-pages need no tags.
  assert.deepEqual(problems(checkTags, doc('integrations/libraries/dbt/reference', '')), []);
  const untagged = problems(checkTags, doc('integrations/libraries/slack', ''));
  assert.equal(untagged.length, 2, untagged.join('; '));
  const twoSupport = problems(checkTags, doc('integrations/libraries/x', '', {tags: ['dagster-supported', 'community-supported', 'etl']}));
  assert.match(twoSupport.join(), /exactly one support tag/);
  const unknown = problems(checkTags, doc('integrations/libraries/x', '', {tags: ['dagster-supported', 'databases']}));
  assert.match(unknown.join(), /`databases` is not one of website\/tags.yml/);
  assert.match(problems(checkTags, doc('guides/build/index', '', {tags: ['etl']})).join(), /integration pages only/);
});
