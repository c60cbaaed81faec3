import type { Catalogue } from './messages';

const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

function isPluralNode(node: Catalogue): boolean {
  const keys = Object.keys(node);
  return keys.length > 0 && keys.every((key) => PLURAL_FORMS.has(key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/**
 * What differs between two languages' catalogues of one app (decision 024): a key in one and not the other, an
 * empty text, a placeholder that one side forgot. A plural group must have each form its language uses
 * (Intl.PluralRules: English one/other, Arabic zero/one/two/few/many/other). [] means they match.
 */
export function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const languages = Object.keys(catalogues);
  const forms = (language: string) => new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[];

  function walk(path: string, nodes: Record<string, Catalogue | string | undefined>): void {
    const keys = new Set(languages.flatMap((language) => Object.keys((nodes[language] as Catalogue | undefined) ?? {})));
    for (const key of keys) {
      const at = path ? `${path}.${key}` : key;
      const values = Object.fromEntries(languages.map((language) => [language, (nodes[language] as Catalogue | undefined)?.[key]]));
      const missing = languages.filter((language) => values[language] === undefined);
      if (missing.length) {
        problems.push(`${at}: missing in ${missing.join(', ')}`);
        continue;
      }
      const strings = languages.filter((language) => typeof values[language] === 'string');
      if (strings.length && strings.length !== languages.length) {
        problems.push(`${at}: a text in ${strings.join(', ')} but a group elsewhere`);
      } else if (strings.length) {
        const empty = languages.filter((language) => !(values[language] as string).trim());
        if (empty.length) problems.push(`${at}: empty in ${empty.join(', ')}`);
        const expected = placeholders(values[languages[0]!] as string).join(',');
        for (const language of languages.slice(1)) {
          if (placeholders(values[language] as string).join(',') !== expected) problems.push(`${at}: other placeholders in ${language}`);
        }
      } else if (languages.every((language) => isPluralNode(values[language] as Catalogue))) {
        for (const language of languages) {
          const node = values[language] as Catalogue;
          const absent = forms(language).filter((form) => typeof node[form] !== 'string');
          if (absent.length) problems.push(`${at}: plural forms ${absent.join(', ')} missing in ${language}`);
        }
      } else {
        walk(at, values);
      }
    }
  }

  walk('', catalogues);
  return problems;
}
