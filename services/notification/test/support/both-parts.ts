/** Each text stands in the e-mail's plain-text part and in its HTML part, and none of `absent` in either. */
export function expectInBothParts(
  mail: { text: string; html: string },
  texts: string[],
  absent: Array<string | RegExp> = [],
) {
  for (const part of [mail.text, mail.html]) {
    for (const text of texts) expect(part).toContain(text);
    for (const text of absent) expect(part).not.toMatch(text);
  }
}
