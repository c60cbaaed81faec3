import type { DiscountType, PromoStatus } from '@shop/contracts';
import { seedOnce } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import { PROMOS, type PromoDocument } from '../collections';
import { codeKeyOf } from '../domain/promo-code';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPromo {
  promo_code: string;
  discountType: DiscountType;
  discountValue: number;
  status: PromoStatus;
  /** Days from the seeding day; the stored dates are whole UTC days. */
  startsInDays: number;
  lastsDays: number;
}

/** Two codes a shopper can use today, and two that are refused (expired, switched off). */
export const DEMO_PROMOS: DemoPromo[] = [
  {
    promo_code: 'WELCOME10',
    discountType: 'percentage',
    discountValue: 10,
    status: 'active',
    startsInDays: -30,
    lastsDays: 730,
  },
  {
    promo_code: 'GLOW50',
    discountType: 'amount',
    discountValue: 50,
    status: 'active',
    startsInDays: -30,
    lastsDays: 730,
  },
  {
    promo_code: 'RAMADAN24',
    discountType: 'percentage',
    discountValue: 25,
    status: 'active',
    startsInDays: -400,
    lastsDays: 30,
  },
  {
    promo_code: 'VIP30',
    discountType: 'percentage',
    discountValue: 30,
    status: 'inactive',
    startsInDays: -30,
    lastsDays: 730,
  },
];

function utcMidnight(date: Date, plusDays: number): Date {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(day + plusDays * DAY_MS);
}

/** Upserts by code, so a seed interrupted half way is finished by the next start. */
export async function seedDemoPromos(db: Db, now: Date): Promise<boolean> {
  return seedOnce(db, 'demo-promos-v1', async () => {
    for (const demo of DEMO_PROMOS) {
      const start = utcMidnight(now, demo.startsInDays);
      const doc: Omit<PromoDocument, '_id'> = {
        promo_code: demo.promo_code,
        codeKey: codeKeyOf(demo.promo_code),
        start_date: start,
        expiration_date: new Date(utcMidnight(start, demo.lastsDays).getTime() - 1000),
        discountType: demo.discountType,
        discountValue: demo.discountValue,
        status: demo.status,
        created_by: null,
        usageCount: 0,
        countedOrders: [],
        releasedOrders: [],
        createdAt: now,
      };
      await db
        .collection<PromoDocument>(PROMOS)
        .updateOne(
          { codeKey: doc.codeKey },
          { $setOnInsert: { _id: new ObjectId(), ...doc } },
          { upsert: true },
        );
    }
  });
}
