import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {accessibleTheme, contrastRatio, ensureContrast} from './contrast';

test('contrast ratio follows WCAG: black on white is 21, equal colours 1', () => {
  assert.equal(Math.round(contrastRatio('#000', '#fff')), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
});

test('a colour that already passes is kept; one that fails is darkened on a light background', () => {
  assert.equal(ensureContrast('#393A34', '#f6f8fa'), '#393A34');
  const fixed = ensureContrast('#e3116c', '#f6f8fa');
  assert.ok(contrastRatio(fixed, '#f6f8fa') >= 4.6);
  assert.ok(contrastRatio(fixed, '#f6f8fa') < 6, 'moved only as far as needed');
});

test('every token colour of the github and dracula themes reaches 4.6:1 after the fix', () => {
  for (const theme of [themes.github, themes.dracula]) {
    const fixed = accessibleTheme(theme);
    const bg = fixed.plain.backgroundColor!;
    for (const s of fixed.styles) if (s.style.color) assert.ok(contrastRatio(s.style.color, bg) >= 4.6, `${s.types.join(',')} ${s.style.color}`);
  }
});
