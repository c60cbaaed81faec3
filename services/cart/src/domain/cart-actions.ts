import type { AddToCartBody, RemoveFromCartQuery, UpdateCartBody } from '@shop/contracts';
import { ConflictError, NotFoundError } from '@shop/service-kit';
import type { CartLine, ProductSnapshot } from '../collections';
import { addLine, linesOf, setQuantity, withoutLines } from './cart-lines';
import type { CartStore } from './cart-store';
import { lineProduct } from './cart-view';
import type { ProductSnapshots } from './product-snapshots';
import { lineKey, resolveSelectedOptions } from './selected-options';
import { newSessionId } from './session-id';
import { assertStockCovers } from './stock';

export interface SessionCart {
  sessionId: string;
  lines: CartLine[];
}

const NOT_IN_CART = 'This product is not in your cart';

/** The four calls of storefront spec §7 on an anonymous session's cart. */
export class CartActions {
  constructor(
    private readonly store: CartStore,
    private readonly products: ProductSnapshots,
  ) {}

  /** Without a session id, a new session starts (with an empty cart, stored only once something is added). */
  async read(sessionId: string | undefined): Promise<SessionCart> {
    if (!sessionId) return { sessionId: newSessionId(), lines: [] };
    return { sessionId, lines: await this.store.read(sessionId) };
  }

  /** Checks the product against the catalog's latest known state, then adds to the right line. */
  async add(body: AddToCartBody): Promise<SessionCart> {
    const sessionId = body.sessionId ?? newSessionId();
    // ids are compared as text: the catalog's are lower-case hex
    const product = await this.products.find(body.productId.toLowerCase());
    if (!product || product.deleted) throw new NotFoundError('Product not found');
    assertAvailable(product);
    const selectedOptions = resolveSelectedOptions(product, body.selectedOptions);
    const line = {
      product: lineProduct(product, selectedOptions),
      selectedOptions,
      lineKey: lineKey(product._id, selectedOptions),
    };
    const lines = await this.store.change(sessionId, (current) => {
      const next = addLine(current, line, body.quantity);
      assertStockCovers(product, next);
      return next;
    });
    return { sessionId, lines };
  }

  /**
   * Sets the quantity of the product's line (the one with `selectedOptions` when given, else every line of
   * the product). Lowering always works; raising needs the product available and in stock.
   */
  async update(body: UpdateCartBody): Promise<SessionCart> {
    const { sessionId, quantity, selectedOptions } = body;
    const productId = body.productId.toLowerCase();
    const product = await this.products.find(productId);
    const lines = await this.store.change(sessionId, (current) => {
      const targets = linesOf(current, productId, selectedOptions);
      if (targets.length === 0) throw new NotFoundError(NOT_IN_CART);
      const next = setQuantity(current, targets, quantity);
      if (targets.some((line) => quantity > line.quantity)) {
        if (!product || product.deleted)
          throw new ConflictError('This product is no longer available', 'PRODUCT_UNAVAILABLE');
        assertAvailable(product);
        assertStockCovers(product, next);
      }
      return next;
    });
    return { sessionId, lines };
  }

  /** Removing what is not there changes nothing and is not an error (a double click, a second tab). */
  async remove(productId: string, query: RemoveFromCartQuery): Promise<SessionCart> {
    const lines = await this.store.change(query.sessionId, (current) => {
      const targets = linesOf(current, productId.toLowerCase(), query.selectedOptions);
      return targets.length === 0 ? current : withoutLines(current, targets);
    });
    return { sessionId: query.sessionId, lines };
  }
}

function assertAvailable(product: ProductSnapshot): void {
  if (!product.availability) throw new ConflictError(`${product.title} is sold out`, 'PRODUCT_UNAVAILABLE');
}
