import { z } from 'zod';
import {
  NAME_MAX,
  email,
  emailAddress,
  isoDateTime,
  money,
  nonEmptyString,
  objectId,
  optionalText,
  egyptianMobileNumber,
  language,
  price,
  sessionId,
} from '../common';
import { SelectedOption, SelectedOptionsInput, cartQuantity } from './cart';
import { ProductOption } from './product-options';
import { PRODUCT_TITLE_MAX } from './product';
import { DiscountType } from './promo';
import { OrderStatus } from './order-status';
import { DEFAULT_LANGUAGE, DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from '../constants';

export const ORDER_ITEMS_MAX = 100;

/** Paid to the courier at the door, in cash or by card (issue 31). */
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const OrderAddress = z.object({
  street: z.string(),
  city: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string().optional(),
});
export type OrderAddress = z.infer<typeof OrderAddress>;

export const CustomerInfo = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: emailAddress,
  address: OrderAddress,
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** The product as it was when ordered: later catalog edits do not rewrite history. */
export const OrderProductSnapshot = z.object({
  _id: objectId,
  title: z.string(),
  /** The Arabic title when the product had one (the Arabic e-mail shows it). */
  titleAr: z.string().optional(),
  description: z.string(),
  price: money,
  image: z.string(),
  isBundle: z.boolean(),
  options: z.array(ProductOption),
});
export type OrderProductSnapshot = z.infer<typeof OrderProductSnapshot>;

export const OrderItem = z.object({
  _id: objectId,
  quantity: z.number().int().min(1),
  selectedOptions: z.array(SelectedOption),
  product: OrderProductSnapshot,
  lineTotal: money,
});
export type OrderItem = z.infer<typeof OrderItem>;

/** `taxNameAr`: the tax's Arabic name as it was when the order was placed (absent: it had none). */
export const OrderTax = z.object({
  taxName: z.string(),
  taxNameAr: z.string().optional(),
  value: z.number().min(0),
  amount: money,
});
export type OrderTax = z.infer<typeof OrderTax>;

export const PromoDetails = z.object({
  promoCode: z.string(),
  discountAmount: money,
  discountType: DiscountType,
  discountValue: z.number().int(),
});
export type PromoDetails = z.infer<typeof PromoDetails>;

/** First and last expected delivery day (YYYY-MM-DD, Cairo), Fridays skipped. */
export const ExpectedDelivery = z.object({ from: z.iso.date(), to: z.iso.date() });
export type ExpectedDelivery = z.infer<typeof ExpectedDelivery>;

/** The order's number for people: an increasing integer from 10001, shown as "#10001" (`orderNumberLabel`). */
export const ORDER_NUMBER_START = 10001;
export const OrderNumber = z.number().int().min(ORDER_NUMBER_START);
export const orderNumberLabel = (number: number): string => `#${number}`;

export const Order = z.object({
  _id: objectId,
  /** Absent on orders stored before numbers existed (their id's last 8 characters name them). */
  number: OrderNumber.optional(),
  customerInfo: CustomerInfo,
  customerName: z.string().optional(),
  items: z.array(OrderItem),
  subtotal: money,
  discountAmount: money,
  shippingCost: money,
  taxes: z.array(OrderTax),
  totalAmount: money,
  /** True when the shop's prices included the taxes: they are inside the subtotal, not added (absent: added). */
  taxesIncluded: z.boolean().optional(),
  promoCode: z.string().optional(),
  promoDetails: PromoDetails.nullable().optional(),
  status: OrderStatus,
  /** Absent on orders stored before it was recorded: those paid cash on delivery. */
  paymentMethod: PaymentMethod.optional(),
  /** Absent when the shop gave the city no delivery time, and on orders stored before it existed. */
  expectedDelivery: ExpectedDelivery.optional(),
  /** The language the order was placed in; its e-mails follow it. Absent on orders stored before it: English. */
  language: language.optional(),
  sessionId,
  userId: objectId.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Order = z.infer<typeof Order>;

/** The shipper's details in POST /orders (a request schema: the phone is read into its national form). */
export const ShippingInfoBody = z.strictObject({
  firstName: nonEmptyString(NAME_MAX),
  lastName: nonEmptyString(NAME_MAX),
  email,
  phone: egyptianMobileNumber,
  street: nonEmptyString(200),
  city: nonEmptyString(NAME_MAX),
  floor: optionalText(20),
  apartment: optionalText(20),
  landmark: optionalText(200).optional(),
});
export type ShippingInfo = z.infer<typeof ShippingInfoBody>;

/** What the client believes is in its cart. Untrusted: the server takes items from the cart and prices from the catalog. */
export const ClientCartItem = z.strictObject({
  _id: objectId,
  name: z.string().max(PRODUCT_TITLE_MAX),
  price,
  quantity: cartQuantity,
  selectedOptions: SelectedOptionsInput,
});
export type ClientCartItem = z.infer<typeof ClientCartItem>;

/** Storefront spec §7 payload. `cartItems`, `promoId` and `discountAmount` are accepted and ignored. */
export const PlaceOrderBody = z.strictObject({
  sessionId,
  shippingInfo: ShippingInfoBody,
  promoCode: optionalText(64).optional(),
  cartItems: z.array(ClientCartItem).max(ORDER_ITEMS_MAX).optional(),
  promoId: z
    .union([objectId, z.literal('')])
    .nullable()
    .optional(),
  discountAmount: price.optional(),
  /** Not in the specs' payload: a client that does not send it orders cash on delivery. */
  paymentMethod: PaymentMethod.default(DEFAULT_PAYMENT_METHOD),
  /** Not in the specs' payload: the storefront's language when the order was placed; English when left out. */
  language: language.default(DEFAULT_LANGUAGE),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>;
export type PlaceOrderInput = z.input<typeof PlaceOrderBody>;

/** `Idempotency-Key` header of POST /orders: a retried placement returns the first order. */
export const IdempotencyKey = z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Invalid Idempotency-Key');

export const UpdateOrderBody = z.strictObject({ status: OrderStatus });
export type UpdateOrderBody = z.infer<typeof UpdateOrderBody>;

/** GET /orders ("list") without a page: a bare array. */
export const OrderListResponse = z.array(Order);
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/* GET /orders's query, and its answer in pages: ./order-list.ts. */

/** GET /orders/{id}, POST /orders (201), PUT /orders/{id}: the order itself. */
export const OrderResponse = Order;
export type OrderResponse = z.infer<typeof OrderResponse>;
