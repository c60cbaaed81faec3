/** The key a code is unique and looked up by, whatever letter case the admin or the shopper used. */
export function codeKeyOf(promoCode: string): string {
  return promoCode.trim().toUpperCase();
}
