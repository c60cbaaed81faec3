import type { LanguageCode } from './constants';

/*
 * The shipping cities, in one place (issue 34): the admin's shipping-rate screen lists them and the order
 * service seeds its demo rates from them, so the two can never name a city differently. Their Arabic names live
 * here too (issue 30): the checkout's select, the Arabic e-mails and the Arabic order pages read them. Zod-free,
 * so the front ends import it by subpath (@shop/contracts/shipping-cities).
 */

/** Admin spec §9, word for word and in its order: the 21 cities with their own rate; the rest pay the default. */
export const SHIPPING_CITIES = [
  'Cairo',
  'Alexandria',
  'Giza',
  'Shubra El Kheima',
  'Port Said',
  'Suez',
  'Luxor',
  'Asyut',
  'Ismailia',
  'Fayoum',
  'Zagazig',
  'Aswan',
  'Damietta',
  'Damanhur',
  'Minya',
  'Beni Suef',
  'Qena',
  'Sohag',
  'Hurghada',
  'Shibin El Kom',
  'Banha',
] as const;

export type ShippingCity = (typeof SHIPPING_CITIES)[number];

/**
 * Each city's Arabic name, as Egyptians write it. Display text only: the order API takes and stores the English
 * name (a rate's `city`), so a city is matched by it everywhere and shown in Arabic on Arabic pages and e-mails.
 */
export const SHIPPING_CITY_NAMES_AR: Readonly<Record<ShippingCity, string>> = {
  Cairo: 'القاهرة',
  Alexandria: 'الإسكندرية',
  Giza: 'الجيزة',
  'Shubra El Kheima': 'شبرا الخيمة',
  'Port Said': 'بورسعيد',
  Suez: 'السويس',
  Luxor: 'الأقصر',
  Asyut: 'أسيوط',
  Ismailia: 'الإسماعيلية',
  Fayoum: 'الفيوم',
  Zagazig: 'الزقازيق',
  Aswan: 'أسوان',
  Damietta: 'دمياط',
  Damanhur: 'دمنهور',
  Minya: 'المنيا',
  'Beni Suef': 'بني سويف',
  Qena: 'قنا',
  Sohag: 'سوهاج',
  Hurghada: 'الغردقة',
  'Shibin El Kom': 'شبين الكوم',
  Banha: 'بنها',
};

const ARABIC_BY_LOWER_CASE = new Map(
  SHIPPING_CITIES.map((city) => [city.toLowerCase(), SHIPPING_CITY_NAMES_AR[city]] as const),
);

/**
 * A city as a reader of `language` knows it: on Arabic pages and e-mails one of the 21 cities is its Arabic name
 * (matched as the checkout matches a saved city: trimmed, any case); any other city (an admin's own rate, a typed
 * 'Other city') is shown as it was written.
 */
export function cityName(city: string, language: LanguageCode): string {
  if (language !== 'ar') return city;
  return ARABIC_BY_LOWER_CASE.get(city.trim().toLowerCase()) ?? city;
}

/** The shape of resources/tax-shipping's DeliveryDays, written out so this file stays free of zod. */
interface DeliveryDays {
  min: number;
  max: number;
}

/** Working days to the door by region: Greater Cairo next day or the one after; Delta, Alexandria, Canal 2-3. */
const NEAR: DeliveryDays = { min: 1, max: 2 };
const MIDDLE: DeliveryDays = { min: 2, max: 3 };
/** Upper Egypt and the Red Sea. */
const FAR: DeliveryDays = { min: 3, max: 5 };

/**
 * The demo shop's delivery to each city, in EGP: Greater Cairo cheapest, the Delta and Canal a little more,
 * Upper Egypt and the Red Sea the most. A Record over ShippingCity, so no city can be missing or misspelt.
 */
export const DEMO_SHIPPING: Readonly<Record<ShippingCity, { rate: number; deliveryDays: DeliveryDays }>> = {
  Cairo: { rate: 50, deliveryDays: NEAR },
  Alexandria: { rate: 65, deliveryDays: MIDDLE },
  Giza: { rate: 55, deliveryDays: NEAR },
  'Shubra El Kheima': { rate: 55, deliveryDays: NEAR },
  'Port Said': { rate: 80, deliveryDays: MIDDLE },
  Suez: { rate: 75, deliveryDays: MIDDLE },
  Luxor: { rate: 110, deliveryDays: FAR },
  Asyut: { rate: 95, deliveryDays: FAR },
  Ismailia: { rate: 75, deliveryDays: MIDDLE },
  Fayoum: { rate: 75, deliveryDays: MIDDLE },
  Zagazig: { rate: 70, deliveryDays: MIDDLE },
  Aswan: { rate: 120, deliveryDays: FAR },
  Damietta: { rate: 80, deliveryDays: MIDDLE },
  Damanhur: { rate: 70, deliveryDays: MIDDLE },
  Minya: { rate: 90, deliveryDays: FAR },
  'Beni Suef': { rate: 80, deliveryDays: MIDDLE },
  Qena: { rate: 105, deliveryDays: FAR },
  Sohag: { rate: 100, deliveryDays: FAR },
  Hurghada: { rate: 115, deliveryDays: FAR },
  'Shibin El Kom': { rate: 70, deliveryDays: MIDDLE },
  Banha: { rate: 65, deliveryDays: MIDDLE },
};

/** What anywhere else pays, and how long it takes. */
export const DEMO_DEFAULT_SHIPPING = 100;
export const DEMO_DEFAULT_DELIVERY_DAYS: DeliveryDays = { min: 3, max: 6 };

/** A city's demo delivery days: a city outside the list (an admin's own) gets the middle band. */
export function demoDeliveryDays(city: string): DeliveryDays {
  const known = DEMO_SHIPPING[city as ShippingCity] as { deliveryDays: DeliveryDays } | undefined;
  return { ...(known?.deliveryDays ?? MIDDLE) };
}
