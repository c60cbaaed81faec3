import type { DeliveryDays, TaxShipping, TaxShippingBody } from '@shop/contracts';
import { ConflictError, eventsOnInsert, withEvents, type IndexDeclaration } from '@shop/service-kit';
import { ObjectId, type Db } from 'mongodb';
import type { RecordAudit } from './audit';

export const TAX_SHIPPING = 'tax_shipping';

export interface TaxShippingDocument {
  _id: ObjectId;
  defaultShippingValue: number;
  shippingRates: Array<{ _id: string; city: string; value: number; deliveryDays?: DeliveryDays }>;
  /** `taxNameAr`: the Arabic name (decision 025); absent when the admin gave none. */
  taxes: Array<{ _id: string; taxName: string; taxNameAr?: string; value: number }>;
  /** EGP, 0 = off. Absent on records saved before it existed (read as off). */
  freeShippingThreshold?: number;
  /** Empty = every city. */
  freeShippingCities?: string[];
  /** The delivery time of cities without their own; absent: no dates are promised for them. */
  defaultDeliveryDays?: DeliveryDays;
  /** Shelf prices hold the taxes (issue 31 item 3). Absent on records saved before it existed (read as off). */
  pricesIncludeTax?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** What an order is priced with. */
export type TaxShippingSettings = Pick<
  TaxShippingDocument,
  | 'defaultShippingValue'
  | 'shippingRates'
  | 'taxes'
  | 'freeShippingThreshold'
  | 'freeShippingCities'
  | 'defaultDeliveryDays'
  | 'pricesIncludeTax'
>;

/** With no record yet, nothing is charged beyond the goods: no taxes, free shipping. */
export const NO_SETTINGS: TaxShippingSettings = { defaultShippingValue: 0, shippingRates: [], taxes: [] };

export const taxShippingIndexes: IndexDeclaration[] = [{ collection: TAX_SHIPPING, key: { createdAt: 1 } }];

/** Oldest first: "the first record is used", and it stays the first whatever is added later. */
const FIRST_FIRST = { createdAt: 1, _id: 1 } as const;

export class TaxShippingStore {
  constructor(private readonly db: Db) {}

  list(): Promise<TaxShippingDocument[]> {
    return this.collection().find({}).sort(FIRST_FIRST).toArray();
  }

  async current(): Promise<TaxShippingSettings> {
    return (await this.collection().find({}).sort(FIRST_FIRST).limit(1).next()) ?? NO_SETTINGS;
  }

  /** Admin writes: each stores its audit entry with it (the collection is in the outbox). */
  async create(body: TaxShippingBody, audit: RecordAudit, now = new Date()): Promise<TaxShippingDocument> {
    const document: TaxShippingDocument = {
      _id: new ObjectId(),
      ...withRowIds(body),
      createdAt: now,
      updatedAt: now,
    };
    const resourceId = document._id.toHexString();
    const after = toTaxShippingResponse(document);
    const entry = audit({ resource: 'taxShipping', resourceId, action: 'create', before: null, after });
    await this.collection().insertOne({ ...document, ...eventsOnInsert([entry]) });
    return document;
  }

  /** Replaces the settings of record `id`; null when there is no such record. */
  async update(
    id: string,
    body: TaxShippingBody,
    audit: RecordAudit,
    now = new Date(),
  ): Promise<TaxShippingDocument | null> {
    // Conditional on the `updatedAt` read, so the entry's `before` is what was replaced; a concurrent save reads again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const current = await this.collection().findOne({ _id: new ObjectId(id) });
      if (!current) return null;
      const { defaultDeliveryDays: _replaced, ...kept } = current;
      const { defaultDeliveryDays, ...fields } = withRowIds(body);
      const delivery = defaultDeliveryDays ? { defaultDeliveryDays } : {};
      const next: TaxShippingDocument = { ...kept, ...fields, ...delivery, updatedAt: now };
      const before = toTaxShippingResponse(current);
      const after = toTaxShippingResponse(next);
      const entry = audit({ resource: 'taxShipping', resourceId: id, action: 'update', before, after });
      const result = await this.collection().updateOne(
        { _id: current._id, updatedAt: current.updatedAt },
        withEvents<TaxShippingDocument>(
          {
            $set: { ...fields, ...delivery, updatedAt: now },
            // a save without a default delivery time takes it away, as it does a rate's
            ...(defaultDeliveryDays ? {} : { $unset: { defaultDeliveryDays: '' as const } }),
          },
          [entry],
        ),
      );
      if (result.matchedCount === 1) return next;
    }
    throw new ConflictError('The settings were changed by someone else meanwhile. Please try again.');
  }

  private collection() {
    return this.db.collection<TaxShippingDocument>(TAX_SHIPPING);
  }
}

/** Every rate and tax gets its own id; ids the admin screen echoes back are not trusted (contract). */
function withRowIds(body: TaxShippingBody): TaxShippingSettings {
  return {
    defaultShippingValue: body.defaultShippingValue,
    shippingRates: body.shippingRates.map(({ city, value, deliveryDays }) => ({
      _id: new ObjectId().toHexString(),
      city,
      value,
      ...(deliveryDays ? { deliveryDays } : {}),
    })),
    // a blank Arabic name is none: the whole list is replaced, so leaving it out clears it
    taxes: body.taxes.map(({ taxName, taxNameAr, value }) => ({
      _id: new ObjectId().toHexString(),
      taxName,
      ...(taxNameAr ? { taxNameAr } : {}),
      value,
    })),
    freeShippingThreshold: body.freeShippingThreshold,
    freeShippingCities: body.freeShippingCities,
    pricesIncludeTax: body.pricesIncludeTax,
    ...(body.defaultDeliveryDays ? { defaultDeliveryDays: body.defaultDeliveryDays } : {}),
  };
}

export function toTaxShippingResponse(document: TaxShippingDocument): TaxShipping {
  return {
    _id: document._id.toHexString(),
    defaultShippingValue: document.defaultShippingValue,
    shippingRates: document.shippingRates,
    taxes: document.taxes,
    freeShippingThreshold: document.freeShippingThreshold ?? 0,
    freeShippingCities: document.freeShippingCities ?? [],
    pricesIncludeTax: document.pricesIncludeTax ?? false,
    ...(document.defaultDeliveryDays ? { defaultDeliveryDays: document.defaultDeliveryDays } : {}),
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}
