import type { CatalogQuoteItemInput, CatalogQuoteLine, Product } from '@shop/contracts';
import { imageForChoices } from '@shop/contracts/image-renditions';
import { itemsPerUnit } from '../products/bundle';
import { findOptionValue } from '../stock/option-demand';

/**
 * Judges each requested line against the current product: that it is for sale (the admin's switch), that the
 * chosen values exist, and that a value is chosen for each option of each item. Stock is not judged here: it is
 * judged by taking it (the stock hold), so two orders racing for the last unit cannot both pass.
 */
export function quoteLines(
  items: CatalogQuoteItemInput[],
  products: Map<string, Product>,
): CatalogQuoteLine[] {
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
    const problems = problemsOf(item, product);
    return {
      productId: item.productId,
      product: quoteProduct(product, item),
      available: problems.length === 0,
      problems,
    };
  });
}

function problemsOf(item: CatalogQuoteItemInput, product: Product): string[] {
  if (!(product.forSale ?? product.availability)) return [`${product.title} is sold out`];
  const problems = item.selectedOptions
    .filter((choice) => !findOptionValue(product.options, choice.name, choice.value))
    .map((choice) => `${product.title} has no ${choice.name} '${choice.value}'`);
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

/** The line's product as the order keeps it; its image is the chosen shade's when it has one (decision 032). */
function quoteProduct(product: Product, item: CatalogQuoteItemInput): NonNullable<CatalogQuoteLine['product']> {
  return {
    _id: product._id,
    title: product.title,
    ...(product.titleAr ? { titleAr: product.titleAr } : {}),
    description: product.description,
    price: product.price,
    image: imageForChoices(product, item.selectedOptions),
    isBundle: product.isBundle,
    bundleCount: product.bundleCount,
    options: product.options,
    availability: product.availability,
    product_category_id: product.product_category_id,
  };
}
