/**
 * Rule `unsafe-link-schemes` on in-memory pages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unsafeLinkSchemes, unsafeScheme} from './unsafe-link-schemes.ts';
import {doc, problems} from './test-helpers.ts';

test('javascript:, data: and vbscript: link targets are refused with their line', () => {
  const body = [
    'Intro line.',
    '[click](javascript:alert(1))',
    'Text [x](  JavaScript:void(0) "title") more.',
    '<a href="vbscript:msgbox(1)">vb</a>',
    "<a href={'data:text/html,<script>alert(1)</script>'}>d</a>",
    '[ref]: javascript:alert(2)',
    'An autolink <javascript:alert(3)> here.',
    '<a href="java&#x09;script&colon;alert(4)">obfuscated</a>',
    '[spaced](<javascript:alert(5)>)',
  ].join('\n');
  const found = problems(unsafeLinkSchemes, doc('x', body));
  assert.deepEqual(
    found.map((p) => p.split(':')[0]),
    ['6', '7', '8', '9', '10', '11', '12', '13'],
    found.join('\n'),
  );
  assert.match(found[0], /^6: link target uses the javascript: scheme/);
  assert.match(found[2], /^8: link target uses the vbscript: scheme/);
  assert.match(found[3], /^9: link target uses the data: scheme/);
});

test('safe links, images, code fences and inline code pass', () => {
  const body = [
    '[assets](/guides/build/assets/) and [site](https://dagster.io) and [mail](mailto:a@b.c)',
    '![diagram](data:image/png;base64,AAAA)',
    'Write `[x](javascript:alert(1))` to see the problem.',
    '```md',
    '[x](javascript:alert(1))',
    '```',
    'A sentence mentioning javascript: as a word is not a link.',
    '<a href="/guides/">guides</a> <a href="#data:x">anchor</a>',
  ].join('\n');
  assert.deepEqual(problems(unsafeLinkSchemes, doc('x', body)), []);
});

test('unsafeScheme reads the scheme as a browser does', () => {
  assert.equal(unsafeScheme(' \u0001JAVASCRIPT:x'), 'javascript:');
  assert.equal(unsafeScheme('java\nscript:x'), 'javascript:');
  assert.equal(unsafeScheme('&#106;avascript:x'), 'javascript:');
  assert.equal(unsafeScheme('https://x/javascript:'), null);
  assert.equal(unsafeScheme('./data:x'), null);
});
