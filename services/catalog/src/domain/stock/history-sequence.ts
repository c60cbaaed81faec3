/**
 * Where an entry of a product's stock history sits (issue 36 item 4). Each product numbers its entries 0, 1, 2…
 * in the order they are recorded, and files them in buckets of {@link BUCKET_SIZE} consecutive numbers under one
 * top-level key. A page, newest first, is then a range of numbers read from the one or two buckets it spans: an
 * equality lookup both databases answer from an index, whatever the product's history holds. FerretDB would
 * otherwise read and sort the whole history for every page and count (26 s at 100,000 entries).
 */
export const BUCKET_SIZE = 50;

/** The bucket key of a product's entry number `seq`. */
export function bucketOf(productId: string, seq: number): string {
  return `${productId}:${Math.floor(seq / BUCKET_SIZE)}`;
}

/** The numbers (inclusive) a page shows, newest first among `total` entries; null past the last page. */
export function pageRange(total: number, page: number, limit: number): { from: number; to: number } | null {
  const to = total - 1 - (page - 1) * limit;
  if (to < 0) return null;
  return { from: Math.max(0, to - limit + 1), to };
}

/** The bucket keys that hold the numbers `from`…`to`, newest first. */
export function bucketsOf(productId: string, range: { from: number; to: number }): string[] {
  const keys: string[] = [];
  for (
    let bucket = Math.floor(range.to / BUCKET_SIZE);
    bucket >= Math.floor(range.from / BUCKET_SIZE);
    bucket -= 1
  ) {
    keys.push(bucketOf(productId, bucket * BUCKET_SIZE));
  }
  return keys;
}
