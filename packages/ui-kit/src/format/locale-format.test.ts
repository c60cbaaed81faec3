import { formatDateIn, formatDateTimeIn, formatDeliveryWindowIn, formatNumber, formatPrice } from './locale-format';

describe('locale formatting', () => {
  it('when the language is English, then prices and dates keep the specs forms', () => {
    expect(formatPrice(349, 'en')).toBe('349.00 EGP');
    expect(formatPrice(1250.5, 'en')).toBe('1250.50 EGP');
    expect(formatDateIn('2025-03-14T10:00:00Z', 'en')).toBe('14 Mar 2025');
    expect(formatNumber(1200, 'en')).toBe('1200');
  });

  it('when the language is Arabic, then prices read in Western digits with the Egyptian pound after them', () => {
    expect(formatPrice(349, 'ar')).toBe('349.00 ج.م');
    expect(formatPrice(1250.5, 'ar')).toBe('1250.50 ج.م');
    expect(formatPrice(1.005, 'ar')).toBe('1.01 ج.م');
  });

  it('when the language is Arabic, then dates name the month in Arabic and keep Western digits', () => {
    expect(formatDateIn('2025-03-14T10:00:00Z', 'ar')).toBe('14 مارس 2025');
    expect(formatDateTimeIn('2025-03-14T10:00:00Z', 'ar')).toMatch(/^14 مارس 2025/);
    expect(formatNumber(1200, 'ar')).toBe('1,200');
  });

  it('when a delivery window is shown, then English keeps its short form and Arabic names the days', () => {
    const window = { from: '2026-11-28', to: '2026-11-29' };
    expect(formatDeliveryWindowIn(window, 'en')).toBe('Sat 28 Nov – Sun 29 Nov');
    expect(formatDeliveryWindowIn(window, 'ar')).toBe('السبت، 28 نوفمبر – الأحد، 29 نوفمبر');
  });

  it('when a date is missing or unreadable, then nothing is shown in either language', () => {
    expect(formatDateIn(undefined, 'ar')).toBe('');
    expect(formatDateIn('not a date', 'ar')).toBe('');
  });

  it('when any Arabic text is formatted, then no Arabic-Indic digit appears (one choice of digits)', () => {
    const texts = [formatPrice(987654.32, 'ar'), formatDateIn('2026-11-27T10:00:00Z', 'ar'), formatNumber(1234567, 'ar')];
    for (const text of texts) expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });
});
