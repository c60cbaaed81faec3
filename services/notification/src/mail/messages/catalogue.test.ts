import { ar } from './ar';
import { en } from './en';
import { catalogues, translator } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as 'a.b.c' → its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('the e-mail catalogues', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('when a key is in one language, then it is in the other', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(40);
  });

  it('when a message has placeholders, then its twin has the same ones', () => {
    for (const [key, text] of english) {
      expect([key, placeholders(arabic.get(key) ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('when a message is Arabic, then it is written in Arabic letters (not left in English)', () => {
    for (const [key, text] of arabic) {
      const words = text.replace(/{{\s*\w+\s*}}/g, '').replace(/[\s().,:%×!]/g, '');
      if (words === '') continue; // placeholders only, such as '{{name}} ({{rate}}%)'
      expect([key, /[\u0600-\u06FF]/.test(words)]).toEqual([key, true]);
    }
  });

  it('when the translator is asked for a key no catalogue has, then it fails instead of writing nothing', () => {
    expect(() => translator('ar')('figures.nothing')).toThrow(
      "The ar e-mail catalogue has no 'figures.nothing'",
    );
    expect(translator('ar')(['status', 'Ready to Ship'])).toBe('جاهز للشحن');
    expect(Object.keys(catalogues)).toEqual(['en', 'ar']);
  });
});
