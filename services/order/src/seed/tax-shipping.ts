import { isDuplicateKeyError, seedOnce } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { TAX_SHIPPING, type TaxShippingDocument } from '../domain/tax-shipping-settings';

/**
 * Delivery to the 21 cities of admin spec §9 in EGP: Greater Cairo cheapest, the Delta and Canal a little
 * more, Upper Egypt and the Red Sea the most. Anywhere else pays the default.
 */
export const DEMO_SHIPPING_RATES: ReadonlyArray<readonly [city: string, value: number]> = [
  ['Cairo', 50],
  ['Alexandria', 65],
  ['Giza', 55],
  ['Shubra El Kheima', 55],
  ['Port Said', 80],
  ['Suez', 75],
  ['Luxor', 110],
  ['Asyut', 95],
  ['Ismailia', 75],
  ['Fayoum', 75],
  ['Zagazig', 70],
  ['Aswan', 120],
  ['Damietta', 80],
  ['Damanhur', 70],
  ['Minya', 90],
  ['Beni Suef', 80],
  ['Qena', 105],
  ['Sohag', 100],
  ['Hurghada', 115],
  ['Shibin El Kom', 70],
  ['Banha', 65],
];
export const DEMO_DEFAULT_SHIPPING = 100;

/**
 * Working days to the door: Greater Cairo next day or the one after, the Delta, Alexandria and the Canal 2-3,
 * Upper Egypt and the Red Sea 3-5, anywhere else 3-6.
 */
const NEAR = ['Cairo', 'Giza', 'Shubra El Kheima'];
const FAR = ['Luxor', 'Asyut', 'Aswan', 'Minya', 'Qena', 'Sohag', 'Hurghada'];
export function demoDeliveryDays(city: string): { min: number; max: number } {
  if (NEAR.includes(city)) return { min: 1, max: 2 };
  if (FAR.includes(city)) return { min: 3, max: 5 };
  return { min: 2, max: 3 };
}
export const DEMO_DEFAULT_DELIVERY_DAYS = { min: 3, max: 6 };
export const DEMO_VAT_PERCENT = 14;
/** The demo announcement promises free shipping in Cairo and Giza over 1,000 EGP: the settings keep it. */
export const DEMO_FREE_SHIPPING = { threshold: 1000, cities: ['Cairo', 'Giza'] } as const;

// Fixed ids: two replicas seeding at once write the same record, never two.
const SEED_ID = new ObjectId('000000000000000000000a01');
const rowId = (n: number) => `000000000000000000000b${n.toString(16).padStart(2, '0')}`;

export async function seedTaxShipping(db: Db): Promise<boolean> {
  const seeded = await seedOnce(db, 'order.tax-shipping.v1', async () => {
    const settings = db.collection<TaxShippingDocument>(TAX_SHIPPING);
    // An admin who saved settings before the seed ran keeps them.
    if ((await settings.countDocuments({}, { limit: 1 })) > 0) return;
    const now = new Date();
    try {
      await settings.insertOne({
        _id: SEED_ID,
        defaultShippingValue: DEMO_DEFAULT_SHIPPING,
        shippingRates: DEMO_SHIPPING_RATES.map(([city, value], i) => ({
          _id: rowId(i + 1),
          city,
          value,
          deliveryDays: demoDeliveryDays(city),
        })),
        taxes: [{ _id: rowId(0), taxName: 'VAT', value: DEMO_VAT_PERCENT }],
        freeShippingThreshold: DEMO_FREE_SHIPPING.threshold,
        freeShippingCities: [...DEMO_FREE_SHIPPING.cities],
        defaultDeliveryDays: DEMO_DEFAULT_DELIVERY_DAYS,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  });
  const upgraded = await seedOnce(db, 'order.tax-shipping.free-shipping.v2', async () => {
    // A demo shop seeded before the rule existed gets it too; a record saved with the rule keeps its choice.
    await db.collection<TaxShippingDocument>(TAX_SHIPPING).updateOne(
      { _id: SEED_ID, freeShippingThreshold: { $exists: false } },
      {
        $set: {
          freeShippingThreshold: DEMO_FREE_SHIPPING.threshold,
          freeShippingCities: [...DEMO_FREE_SHIPPING.cities],
        },
      },
    );
  });
  const withDates = await seedOnce(db, 'order.tax-shipping.delivery-days.v3', async () => {
    // The demo rates of a shop seeded before delivery times existed get theirs; an admin's own stay untouched.
    const settings = db.collection<TaxShippingDocument>(TAX_SHIPPING);
    const record = await settings.findOne({ _id: SEED_ID });
    if (!record || record.defaultDeliveryDays) return;
    const shippingRates = record.shippingRates.map((rate) =>
      rate.deliveryDays ? rate : { ...rate, deliveryDays: demoDeliveryDays(rate.city) },
    );
    await settings.updateOne(
      { _id: SEED_ID, updatedAt: record.updatedAt },
      { $set: { shippingRates, defaultDeliveryDays: DEMO_DEFAULT_DELIVERY_DAYS } },
    );
  });
  return seeded || upgraded || withDates;
}
