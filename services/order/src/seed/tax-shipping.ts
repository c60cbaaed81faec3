import { isDuplicateKeyError, seedOnce } from '@shop/service-kit';
import {
  DEMO_DEFAULT_DELIVERY_DAYS,
  DEMO_DEFAULT_SHIPPING,
  DEMO_SHIPPING,
  SHIPPING_CITIES,
  demoDeliveryDays,
} from '@shop/contracts';
import { ObjectId, type Db } from 'mongodb';
import { TAX_SHIPPING, type TaxShippingDocument } from '../domain/tax-shipping-settings';

export const DEMO_VAT_PERCENT = 14;
export const DEMO_VAT_NAME = 'VAT';
/** Value-added tax, as Egyptian receipts name it (decision 025's Arabic twin). */
export const DEMO_VAT_NAME_AR = 'ضريبة القيمة المضافة';
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
        // The cities and their demo rates are the contracts' (shipping-cities.ts), the admin screen's list too.
        shippingRates: SHIPPING_CITIES.map((city, i) => ({
          _id: rowId(i + 1),
          city,
          value: DEMO_SHIPPING[city].rate,
          deliveryDays: demoDeliveryDays(city),
        })),
        taxes: [
          { _id: rowId(0), taxName: DEMO_VAT_NAME, taxNameAr: DEMO_VAT_NAME_AR, value: DEMO_VAT_PERCENT },
        ],
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
  const inArabic = await seedOnce(db, 'order.tax-shipping.arabic-names.v4', () => nameDemoTaxesInArabic(db));
  return seeded || upgraded || withDates || inArabic;
}

/**
 * A demo shop seeded before taxes had Arabic names gets the VAT's, once: only on the seeded record, only where the
 * English name is still the demo's and no Arabic one was written, so an admin's own names stay as they are.
 */
async function nameDemoTaxesInArabic(db: Db): Promise<void> {
  const settings = db.collection<TaxShippingDocument>(TAX_SHIPPING);
  const record = await settings.findOne({ _id: SEED_ID });
  if (!record) return;
  const isDemoVat = (tax: TaxShippingDocument['taxes'][number]) =>
    tax.taxName === DEMO_VAT_NAME && !tax.taxNameAr;
  if (!record.taxes.some(isDemoVat)) return;
  const taxes = record.taxes.map((tax) => (isDemoVat(tax) ? { ...tax, taxNameAr: DEMO_VAT_NAME_AR } : tax));
  // conditional on what was read: an admin's save meanwhile wins
  await settings.updateOne({ _id: SEED_ID, updatedAt: record.updatedAt }, { $set: { taxes } });
}
