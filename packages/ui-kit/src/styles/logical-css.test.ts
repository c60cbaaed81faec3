/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

/*
 * Issue 30 / decision 024: Arabic pages are mirrored by `dir="rtl"`, which only logical properties follow. A
 * physical left/right (margin-left, right: 0, text-align: left, border-left...) stays on the same side and breaks
 * the mirrored page, so none may be written in the customer-facing front ends' styles.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = ['shell/src', 'mf-storefront/src', 'mf-checkout/src', 'packages/ui-kit/src'];
const PHYSICAL =
  /^\s*(?:(?:margin|padding|border|inset)-(?:left|right)(?:-[a-z]+)?|left|right|float)\s*:|text-align\s*:\s*(?:left|right)\b/;

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'standalone' ? [] : cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('styles that mirror right to left', () => {
  it('when a stylesheet of the shop positions by left or right, then this test names the line', () => {
    const offenders = SOURCES.flatMap((source) => cssFiles(path.join(ROOT, source))).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (PHYSICAL.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('when a physical property is written, then the pattern sees it (the guard can fail)', () => {
    expect(PHYSICAL.test('  margin-left: auto;')).toBe(true);
    expect(PHYSICAL.test('  right: 0;')).toBe(true);
    expect(PHYSICAL.test('  text-align: right;')).toBe(true);
    expect(PHYSICAL.test('  margin-inline-start: auto;')).toBe(false);
    expect(PHYSICAL.test('  inset-inline-end: 0;')).toBe(false);
  });
});
