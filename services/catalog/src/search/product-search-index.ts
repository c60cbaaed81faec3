import type { Product, SearchCategory, SearchHit, SearchLanguage, SearchResponse } from '@shop/contracts';
import MiniSearch from 'minisearch';
import { fuzziness, indexTerms, queryTerm } from './search-terms';

/** A product as events and the database give it; the `...Ar` twins are optional (issue 30). */
export type SearchableProduct = Product & {
  titleAr?: string;
  descriptionAr?: string;
  options: Array<{ name: string; values: Array<{ label: string; labelAr?: string }> }>;
};

export interface SearchableCategory {
  _id: string;
  title: string;
  titleAr?: string;
}

interface SearchDocument {
  id: string;
  title: string;
  titleAr: string;
  category: string;
  categoryAr: string;
  options: string;
  description: string;
  descriptionAr: string;
}

/** Title first, then the category, the option labels (shade names), the description. */
const BOOST = { title: 6, titleAr: 6, category: 3, categoryAr: 3, options: 2, description: 1, descriptionAr: 1 };
const FIELDS = Object.keys(BOOST);

function inLanguage(english: string, arabic: string | undefined, lang: SearchLanguage): string {
  return lang === 'ar' && arabic && arabic.trim() !== '' ? arabic : english;
}

function newIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: FIELDS,
    processTerm: indexTerms,
    searchOptions: { processTerm: queryTerm },
  });
}

/**
 * This process's in-memory search over the catalog (MiniSearch, decision 029). It holds each product's
 * searchable text and what a hit shows; categories are kept beside it, so a category's name is searchable
 * on its products and a renamed category is re-indexed with them.
 */
export class ProductSearchIndex {
  private readonly index = newIndex();
  private readonly products = new Map<string, SearchableProduct>();
  private readonly categories = new Map<string, SearchableCategory>();
  private changesWhileLoading: { removed: Set<string>; upserted: Set<string> } | undefined;

  get size(): number {
    return this.products.size;
  }

  hasCategory(id: string): boolean {
    return this.categories.has(id);
  }

  /** Adds or replaces a product; an older snapshot than the one held is ignored (events may come out of order). */
  upsert(product: SearchableProduct): void {
    const held = this.products.get(product._id);
    if (held?.updatedAt && product.updatedAt && held.updatedAt > product.updatedAt) return;
    this.products.set(product._id, product);
    this.changesWhileLoading?.upserted.add(product._id);
    const document = this.toDocument(product);
    if (this.index.has(product._id)) this.index.replace(document);
    else this.index.add(document);
  }

  remove(productId: string): void {
    this.changesWhileLoading?.removed.add(productId);
    if (!this.products.delete(productId)) return;
    this.index.discard(productId);
  }

  /** The categories as the database has them now; the products of a renamed one are re-indexed. */
  setCategories(categories: SearchableCategory[]): void {
    const changed = new Set<string>();
    const next = new Map(categories.map((category) => [category._id, category]));
    for (const [id, category] of next) {
      const held = this.categories.get(id);
      if (!held || held.title !== category.title || held.titleAr !== category.titleAr) changed.add(id);
    }
    for (const id of this.categories.keys()) if (!next.has(id)) changed.add(id);
    this.categories.clear();
    for (const [id, category] of next) this.categories.set(id, category);
    for (const product of this.products.values()) {
      if (product.product_category_id && changed.has(product.product_category_id)) {
        this.index.replace(this.toDocument(product));
      }
    }
  }

  /**
   * What the feed changes from now on, while a load reads the database: a product it removed is not put back
   * by a page read before, and one it brought is not dropped by `keepOnly`.
   */
  trackChanges(): { removed: ReadonlySet<string>; upserted: ReadonlySet<string> } {
    this.changesWhileLoading = { removed: new Set(), upserted: new Set() };
    return this.changesWhileLoading;
  }

  stopTrackingChanges(): void {
    this.changesWhileLoading = undefined;
  }

  /** After a reload: drops the products the database no longer has (deleted while this process was not listening). */
  keepOnly(ids: ReadonlySet<string>): void {
    for (const id of [...this.products.keys()]) if (!ids.has(id)) this.remove(id);
  }

  search(q: string, lang: SearchLanguage, limit: number): SearchResponse {
    const options = { prefix: true, fuzzy: fuzziness, boost: BOOST, combineWith: 'AND' as const };
    const results = this.index.search(q, options);
    const data = results.slice(0, limit).map((result) => this.toHit(this.products.get(result.id as string)!, lang));
    return { data, total: results.length, categories: this.matchingCategories(q, lang) };
  }

  private matchingCategories(q: string, lang: SearchLanguage): SearchCategory[] {
    const words = q.split(/[\s\p{P}]+/u).map(queryTerm).filter((word): word is string => Boolean(word));
    if (words.length === 0) return [];
    const found: SearchCategory[] = [];
    for (const category of this.categories.values()) {
      const terms = [category.title, category.titleAr ?? '']
        .join(' ')
        .split(/[\s\p{P}]+/u)
        .flatMap((word) => indexTerms(word) ?? []);
      if (words.every((word) => terms.some((term) => term.startsWith(word)))) {
        found.push(this.toCategory(category, lang));
      }
    }
    return found;
  }

  private toCategory(category: SearchableCategory, lang: SearchLanguage): SearchCategory {
    return { _id: category._id, title: inLanguage(category.title, category.titleAr, lang) };
  }

  private toHit(product: SearchableProduct, lang: SearchLanguage): SearchHit {
    const category = product.product_category_id ? this.categories.get(product.product_category_id) : undefined;
    return {
      _id: product._id,
      title: inLanguage(product.title, product.titleAr, lang),
      price: product.price,
      image: product.image,
      category: category ? this.toCategory(category, lang) : null,
    };
  }

  private toDocument(product: SearchableProduct): SearchDocument {
    const category = product.product_category_id ? this.categories.get(product.product_category_id) : undefined;
    const labels = product.options.flatMap((option) => option.values.flatMap((v) => [v.label, v.labelAr ?? '']));
    return {
      id: product._id,
      title: product.title,
      titleAr: product.titleAr ?? '',
      category: category?.title ?? '',
      categoryAr: category?.titleAr ?? '',
      options: labels.join(' '),
      description: product.description,
      descriptionAr: product.descriptionAr ?? '',
    };
  }
}
