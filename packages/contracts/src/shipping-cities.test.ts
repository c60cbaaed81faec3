import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_SHIPPING, SHIPPING_CITIES, SHIPPING_CITY_NAMES_AR, cityName, demoDeliveryDays } from './shipping-cities';

describe('shipping cities', () => {
  it('when the cities are listed, then they are the 21 of admin spec §9, word for word and in its order', () => {
    const spec = readFileSync(path.join(__dirname, '../../../docs/spec/admin.md'), 'utf8');
    const line = /Shipping rate cities \(21\): ([^;]+);/.exec(spec)?.[1];
    expect(SHIPPING_CITIES).toEqual(line?.split(', '));
    expect(new Set(SHIPPING_CITIES).size).toBe(21);
  });

  it('when the demo rates are read, then Greater Cairo pays less than Upper Egypt and the Red Sea', () => {
    const rate = (city: keyof typeof DEMO_SHIPPING) => DEMO_SHIPPING[city].rate;
    expect(Math.max(rate('Cairo'), rate('Giza'))).toBeLessThan(
      Math.min(rate('Aswan'), rate('Luxor'), rate('Hurghada')),
    );
  });

  it('when a city is not on the list, then its demo delivery takes the middle band', () => {
    expect(demoDeliveryDays('Cairo')).toEqual({ min: 1, max: 2 });
    expect(demoDeliveryDays('Aswan')).toEqual({ min: 3, max: 5 });
    expect(demoDeliveryDays('Marsa Matruh')).toEqual({ min: 2, max: 3 });
  });

  it('when a listed city is read in Arabic, then it is its Arabic name; in English the name stored', () => {
    expect(cityName('Cairo', 'ar')).toBe('القاهرة');
    expect(cityName('Shubra El Kheima', 'ar')).toBe('شبرا الخيمة');
    expect(cityName(' giza ', 'ar')).toBe('الجيزة');
    expect(cityName('Cairo', 'en')).toBe('Cairo');
  });

  it('when a city is not on the list, then it reads as it was written in either language', () => {
    expect(cityName('Marsa Matruh', 'ar')).toBe('Marsa Matruh');
    expect(cityName('المنصورة', 'ar')).toBe('المنصورة');
  });

  it('when the Arabic names are listed, then each of the 21 has its own, in Arabic letters', () => {
    const names = SHIPPING_CITIES.map((city) => SHIPPING_CITY_NAMES_AR[city]);
    for (const name of names) expect(name).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(new Set(names).size).toBe(21);
  });
});
