/*
 * Egyptian phone numbers as shoppers type them: '+20 101 234 5678', '0020-101-234-5678', '٠١٠١٢٣٤٥٦٧٨'.
 * They are read into the national form a courier dials ('01012345678'), or refused. Shared by the forms
 * (checked before sending) and the services (checked again, and stored in the national form).
 * Pure and zod-free, so the browser imports it by path (@shop/contracts/phone).
 */

/** Mobile networks: Vodafone 010, Etisalat 011, Orange 012, WE 015, then 8 digits. */
const MOBILE = /^01[0125]\d{8}$/;

/**
 * Landlines: Cairo and Giza 02 + 8 digits, Alexandria 03 + 7, the other governorates a 3-digit area code
 * (013 Banha, 015 10th of Ramadan, 040 Tanta, 050 Mansoura, 069 Sharm El-Sheikh, 097 Aswan…) + 7.
 */
const LANDLINE = /^0(?:2\d{8}|3\d{7}|1[35]\d{7}|[4-9]\d{8})$/;

export const MOBILE_PHONE_MESSAGE =
  'Please enter a valid Egyptian mobile number: 010, 011, 012 or 015 and 8 more digits';
export const PHONE_MESSAGE = 'Please enter a valid Egyptian phone number, e.g. 010 1234 5678 or 02 1234 5678';

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as ASCII digits. */
function asciiDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * The number in national form with every separator and the country prefix taken away: '+20 101-234 5678'
 * → '01012345678'. Not yet checked: null when something other than digits, spaces, dashes, dots,
 * parentheses and one leading + was typed.
 */
export function nationalDigits(typed: string): string | null {
  const compact = asciiDigits(typed.trim()).replace(/[\s\u00A0\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+20')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0020')) return `0${compact.slice(4)}`;
  if (compact.startsWith('+')) return null; // another country's number
  return compact;
}

/** '01012345678' for an Egyptian mobile number however it was typed, else null. */
export function egyptianMobile(typed: string): string | null {
  const national = nationalDigits(typed);
  return national !== null && MOBILE.test(national) ? national : null;
}

/** A mobile or a landline in national form, else null (contact, reviews, the customer's own profile). */
export function egyptianPhone(typed: string): string | null {
  const national = nationalDigits(typed);
  return national !== null && (MOBILE.test(national) || LANDLINE.test(national)) ? national : null;
}
