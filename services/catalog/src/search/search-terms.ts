import { normaliseTerm } from './normalise';

/*
 * How words become index terms. Arabic glues the article, and a conjunction or preposition before it, to its
 * word (المرطب "the moisturiser", بالبشرة "for the skin"), so such a word is also indexed without them, and a
 * query word is looked up without them: "مرطب" finds "المرطب", "بشرة" finds "بالبشرة", "المرطب" finds "مرطب".
 * These are the prefixes of the usual light stemmers of Arabic search (Larkey's light10), longest first.
 */

const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
/** What must be left of the word: shorter remainders are words of their own (الم, "pain"). */
const STEM_MIN = 3;

function withoutArticle(term: string): string | undefined {
  const article = ARTICLES.find((prefix) => term.startsWith(prefix) && term.length - prefix.length >= STEM_MIN);
  return article ? term.slice(article.length) : undefined;
}

export function indexTerms(word: string): string[] | null {
  const term = normaliseTerm(word);
  if (!term) return null;
  const bare = withoutArticle(term);
  return bare ? [term, bare] : [term];
}

export function queryTerm(word: string): string | null {
  const term = normaliseTerm(word);
  if (!term) return null;
  return withoutArticle(term) ?? term;
}

/** Words of five letters or more may be one edit away from what they mean ("serun" → serum); shorter ones not. */
export const TYPO_MIN_LENGTH = 5;

export function fuzziness(term: string): number | false {
  return [...term].length >= TYPO_MIN_LENGTH ? 1 : false;
}
