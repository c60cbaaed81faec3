/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import type * as AppContext from '@shop/app-context';
import type { Catalogue, Language, Messages } from '@shop/app-context';
import type * as StorefrontMessages from './messages';
import { keysUsedBy, sourcesReachableFrom } from '../test-support/used-keys';
import en from './en.json';
import pagesEn from './pages.en.json';

/*
 * The storefront's words are split (decision 024): the core catalogue that the first render of `/` loads, and the
 * other pages' part. The shell mounts an exposed module once its `ready` has resolved, so whatever that `ready`
 * loads must hold every word the module's code asks for; a word left in the wrong file would show as its key.
 */
const EXPOSED = path.join(__dirname, '..', 'exposed');
const cases: Array<[string, Language]> = fs
  .readdirSync(EXPOSED)
  .map((file) => file.replace(/\.ts$/, ''))
  .flatMap((module) => [[module, 'en'] as [string, Language], [module, 'ar'] as [string, Language]]);

function leafKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}
const PLURAL = /\.(zero|one|two|few|many|other)$/;
const everyKey = [...leafKeys(en), ...leafKeys(pagesEn)];

/** The module's own `ready` and translators, in a module registry of their own where nothing is loaded yet. */
async function afterItsReady(module: string, language: Language): Promise<Messages> {
  let messages: Messages | undefined;
  await jest.isolateModulesAsync(async () => {
    const { setCurrentLanguage } = (await import('@shop/app-context')) as typeof AppContext;
    setCurrentLanguage(language);
    const exposed = (await import(`../exposed/${module}`)) as { ready: () => Promise<void> };
    await exposed.ready();
    ({ storefrontMessages: messages } = (await import('./messages')) as typeof StorefrontMessages);
  });
  return messages!;
}

describe("each exposed module's words", () => {
  it.each(cases)(
    'when %s is ready in %s, then every word its code asks for is loaded',
    async (module, language) => {
      const { keys, prefixes } = keysUsedBy(sourcesReachableFrom(path.join(EXPOSED, `${module}.ts`)));
      const asked = [
        ...keys,
        // a key built at run time may be any of its group's
        ...everyKey
          .filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))
          .map((key) => key.replace(PLURAL, '')),
      ];
      expect(asked.length).toBeGreaterThan(0);
      const t = (await afterItsReady(module, language)).translator(language);
      const missing = [...new Set(asked)].filter(
        (key) => t(key) === key && t.plural(key, 1) === `${key}.other`,
      );
      expect(missing).toEqual([]);
    },
  );
});
