import {test} from 'node:test';
import assert from 'node:assert/strict';
import {frontmatter, MAX_KEYWORDS, MAX_QUESTION_WORDS, MAX_SEARCH_QUESTIONS} from './frontmatter.ts';
import {doc, problems} from './test-helpers.ts';

const base = {title: 'Schedules', description: 'Run jobs at fixed times.'};

test('frontmatter: title and description are required; a body h1 is refused', () => {
  assert.deepEqual(problems(frontmatter, doc('a', 'Text.', base)), []);
  assert.deepEqual(problems(frontmatter, doc('a', 'Text.', {title: 'T'})), ['1: frontmatter `description` is missing or empty']);
  assert.deepEqual(problems(frontmatter, doc('a', '# Title\n\nText.', base)), ['5: body has a `# h1` heading; the frontmatter title is the h1']);
});

test('frontmatter: keywords are a short list of short phrases', () => {
  assert.deepEqual(problems(frontmatter, doc('a', 'Text.', {...base, keywords: ['cron job', 'nightly run']})), []);
  assert.equal(problems(frontmatter, doc('a', 'Text.', {...base, keywords: Array(MAX_KEYWORDS + 1).fill('cron')})).length, 1);
  assert.equal(problems(frontmatter, doc('a', 'Text.', {...base, keywords: 'cron job'})).length, 1, 'a string is not a list');
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, keywords: ['one two three four five six seven']}))[0], /1 to 6 words/);
});

test('frontmatter: search_questions are 1-10 questions of 2-12 words', () => {
  const qs = ['how do I run a job every hour', 'why does my schedule not run'];
  assert.deepEqual(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: qs})), []);
  // WHY: one word is a keyword, not a question; keywords already carry single words.
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: ['cron']}))[0], /2 to 12 words/);
  // WHY: the indexer keeps 120 words, 10 questions of 12; longer lists would be cut silently.
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: [Array(MAX_QUESTION_WORDS + 1).fill('w').join(' ')]}))[0], /2 to 12 words/);
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: Array(MAX_SEARCH_QUESTIONS + 1).fill(qs[0])}))[0], /1 to 10 questions/);
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: []}))[0], /1 to 10 questions/);
  assert.match(problems(frontmatter, doc('a', 'Text.', {...base, search_questions: [42]}))[0], /2 to 12 words/, 'a non-string item is refused');
});
