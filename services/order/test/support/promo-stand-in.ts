import {
  PROMO_REDEMPTIONS_PATH,
  RedeemPromoBody,
  fromPiastres,
  promoDiscountPiastres,
  toPiastres,
  type DiscountType,
  type PromoRedemption,
} from '@shop/contracts';
import { notFound, sleep, type JsonReply, type JsonRequest, StandIn } from './json-server';

interface StandInPromo {
  promoId: string;
  promoCode: string;
  discountType: DiscountType;
  discountValue: number;
}

const INVALID = { error: 'Promo code is invalid or has been used', code: 'PROMO_INVALID' };

/** Promo redemptions (contract 2) over real HTTP: one use per (code, email), keyed by order id. */
export class PromoStandIn extends StandIn {
  readonly promos = new Map<string, StandInPromo>();
  /** `${CODE}|${email}` -> the order holding the use. */
  readonly uses = new Map<string, { orderId: string; redemption: PromoRedemption }>();
  readonly releases: string[] = [];
  failRedeemWith: number | undefined;

  put(promo: StandInPromo): void {
    this.promos.set(promo.promoCode.toUpperCase(), promo);
  }

  protected async handle(request: JsonRequest): Promise<JsonReply> {
    await sleep(this.delayMs);
    if (request.method === 'POST' && request.path === PROMO_REDEMPTIONS_PATH)
      return this.redeem(request.body);
    const release = request.path.startsWith(`${PROMO_REDEMPTIONS_PATH}/`);
    if (request.method === 'DELETE' && release) return this.release(request.path.split('/').pop()!);
    return notFound(request);
  }

  private redeem(body: unknown): JsonReply {
    if (this.failRedeemWith)
      return { status: this.failRedeemWith, body: { error: 'promo is failing', code: 'STAND_IN' } };
    const parsed = RedeemPromoBody.safeParse(body);
    if (!parsed.success)
      return { status: 400, body: { error: parsed.error.issues[0]!.message, code: 'VALIDATION_ERROR' } };
    const { promoCode, email, subtotal, orderId } = parsed.data;
    const promo = this.promos.get(promoCode.toUpperCase());
    if (!promo) return { status: 400, body: INVALID };
    const key = `${promo.promoCode}|${email}`;
    const held = this.uses.get(key);
    if (held)
      return held.orderId === orderId
        ? { status: 201, body: held.redemption }
        : { status: 409, body: INVALID };
    const subtotalPiastres = toPiastres(subtotal);
    const discount = promoDiscountPiastres(promo.discountType, promo.discountValue, subtotalPiastres);
    const redemption: PromoRedemption = {
      ...promo,
      discountAmount: fromPiastres(discount),
      discountedSubtotal: fromPiastres(subtotalPiastres - discount),
    };
    this.uses.set(key, { orderId, redemption });
    return { status: 201, body: redemption };
  }

  private release(orderId: string): JsonReply {
    this.releases.push(orderId);
    for (const [key, use] of this.uses) if (use.orderId === orderId) this.uses.delete(key);
    return { status: 204 };
  }
}
