import type { CatalogQuoteItemInput, CatalogQuoteLine, Product } from '@shop/contracts';
import { itemsPerUnit } from '../products/bundle';
import { demandByOptionValue, findOptionValue, optionKey } from '../stock/option-demand';

/**
 * Judges each requested line against the current product. Stock is judged per option value over all
 * lines of the same product, so two lines that both take the last Ruby are both refused.
 */
export function quoteLines(
  items: CatalogQuoteItemInput[],
  products: Map<string, Product>,
  /** False when the stock is judged by taking it (a reservation): only price, choices and the admin's switch. */
  judgeStock = true,
): CatalogQuoteLine[] {
  const demandByProduct = new Map<string, Map<string, number>>();
  for (const productId of new Set(items.map((item) => item.productId))) {
    demandByProduct.set(productId, demandByOptionValue(items.filter((item) => item.productId === productId)));
  }
  return items.map((item) => {
    const product = products.get(item.productId);
    if (!product) {
      return {
        productId: item.productId,
        product: null,
        available: false,
        problems: ['This product is no longer available'],
      };
    }
    const problems = problemsOf(
      item,
      product,
      judgeStock ? (demandByProduct.get(item.productId) ?? new Map<string, number>()) : null,
    );
    return {
      productId: item.productId,
      product: quoteProduct(product),
      available: problems.length === 0,
      problems,
    };
  });
}

function problemsOf(
  item: CatalogQuoteItemInput,
  product: Product,
  demand: Map<string, number> | null,
): string[] {
  if (!(demand ? product.availability : (product.forSale ?? product.availability))) {
    return [`${product.title} is sold out`];
  }
  const problems: string[] = [];
  for (const choice of item.selectedOptions) {
    const value = findOptionValue(product.options, choice.name, choice.value);
    if (!value) {
      problems.push(`${product.title} has no ${choice.name} '${choice.value}'`);
      continue;
    }
    if (!demand) continue;
    const asked = demand.get(optionKey(choice.name, choice.value)) ?? 0;
    const message =
      value.stock === 0
        ? `${product.title} (${choice.name}: ${choice.value}) is sold out`
        : `Only ${value.stock} left of ${product.title} (${choice.name}: ${choice.value})`;
    if (asked > value.stock && !problems.includes(message)) problems.push(message);
  }
  const items = itemsPerUnit(product);
  for (const option of product.options) {
    const chosen = item.selectedOptions.filter((choice) => choice.name === option.name).length;
    if (chosen !== items) {
      problems.push(
        items === 1
          ? `Please choose one ${option.name} for ${product.title}`
          : `Please choose a ${option.name} for each of the ${items} items of ${product.title}`,
      );
    }
  }
  return problems;
}

function quoteProduct(product: Product): NonNullable<CatalogQuoteLine['product']> {
  return {
    _id: product._id,
    title: product.title,
    description: product.description,
    price: product.price,
    image: product.image,
    isBundle: product.isBundle,
    bundleCount: product.bundleCount,
    options: product.options,
    availability: product.availability,
    product_category_id: product.product_category_id,
  };
}
