/*
 * One term as the index keeps it and as a query is compared with it (issue 30 item 5, issue 33). Arabic is
 * written with and without hamza, taa marbuta, dots on the final yaa, short vowels and stretching, so those
 * forms are folded into one; Latin letters lose case and accents.
 */

const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ → ا
const TAA_MARBUTA = /\u0629/g; // ة → ه
const ALEF_MAQSURA = /\u0649/g; // ى → ي
const TATWEEL = /\u0640/g; // ـ
/** Marks left after NFD: tashkeel (fatha … sukun, shadda), superscript alef, hamza above/below, Latin accents. */
const MARKS = /[\p{M}\u0670]/gu;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;

export function normaliseTerm(term: string): string {
  return term
    .toLowerCase()
    .replace(ALEF_FORMS, '\u0627')
    .replace(TAA_MARBUTA, '\u0647')
    .replace(ALEF_MAQSURA, '\u064A')
    .replace(TATWEEL, '')
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0660));
}
