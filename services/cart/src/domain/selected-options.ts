import type { SelectedOption, SelectedOptionInput } from '@shop/contracts';
import { ValidationError } from '@shop/service-kit';
import type { ProductSnapshot } from '../collections';

type OptionsOf = Pick<ProductSnapshot, 'title' | 'options' | 'isBundle' | 'bundleCount'>;

/** How many items one unit of the product holds: one choice per option per item. */
export function itemsPerUnit(product: Pick<ProductSnapshot, 'isBundle' | 'bundleCount'>): number {
  return product.isBundle ? Math.max(1, product.bundleCount) : 1;
}

/**
 * Checks the shopper's choices against the product and returns them with the catalog's own labels
 * ('berry' → 'Berry'). Every option the product has needs one value per item of the bundle, as the
 * product page's required pickers send them; an option or a value the product does not have is refused.
 */
export function resolveSelectedOptions(product: OptionsOf, chosen: SelectedOptionInput[]): SelectedOption[] {
  const resolved = chosen.map(({ name, value }) => {
    const option = product.options.find((o) => o.name === name);
    if (!option) throw new ValidationError(`${product.title} has no ${name} option`);
    const match = option.values.find((v) => v.label.toLowerCase() === value.toLowerCase());
    if (!match) throw new ValidationError(`${name} "${value}" does not exist for ${product.title}`);
    return { name, value: match.label };
  });
  const perItem = itemsPerUnit(product);
  for (const option of product.options) {
    const count = resolved.filter((choice) => choice.name === option.name).length;
    if (count !== perItem) {
      throw new ValidationError(
        perItem === 1
          ? `Please choose one ${option.name} for ${product.title}`
          : `Please choose a ${option.name} for each of the ${perItem} items of ${product.title}`,
      );
    }
  }
  return resolved;
}

/**
 * The identity of a cart line: the product and its choices as a multiset (bundle items in any order,
 * values in any letter case), so adding the same thing again adds to the same line.
 */
export function lineKey(productId: string, options: Array<{ name: string; value: string }>): string {
  const choices = options.map(({ name, value }) => `${name}=${value.toLowerCase()}`).sort();
  return JSON.stringify([productId, ...choices]);
}
