import { hasRenditions } from '@shop/contracts/image-renditions';
import { createTtlCache } from './ttl-cache';

/**
 * The rendition a product page paints with its HTML (docs/decisions/034): the smallest one at least as wide as a
 * phone's product slot at 1× (100vw ≤ 430 px). Chrome counts an image for LCP at no more than its own size, so a
 * narrower one (320) would be outdone by the sharper one arriving later, and LCP would wait for it after all.
 */
export const INLINE_WIDTH = 640;
/** The same for a catalogue card on a phone (two columns, 50vw ≤ 215 px). */
export const INLINE_CARD_WIDTH = 320;
/** Above this the HTML grows more than the round trip it saves on a slow phone network (about 90 ms at 180 KB/s). */
export const INLINE_MAX_BYTES = 16 * 1024;
/** Renditions kept in memory: at most 500 × 16 KB × 4/3 (base64) ≈ 11 MB. */
const MAX_KEPT = 500;

export interface InlineImagesOptions {
  catalogUrl: string;
  timeoutMs: number;
  maxBytes?: number;
  /** How soon a rendition that could not be inlined is asked again. */
  retryMs?: number;
  /**
   * How long a page waits for a rendition not read yet: longer, it renders without it (the read goes on and the
   * next page has it), so a cold read never adds more than this to the gateway's one second (decision 020).
   */
  waitMs?: number;
  now?: () => number;
}

export interface InlineImages {
  /** An AVIF rendition of a stored image as a data: URI; undefined for another URL, a large or missing one. */
  dataUri(image: string, width?: typeof INLINE_WIDTH | typeof INLINE_CARD_WIDTH): Promise<string | undefined>;
}

/**
 * Renditions are immutable (decision 032), so each is read once and kept; a miss (the rendition not made yet, when
 * the catalog answers the original instead, or the catalog slow or down) is asked again `retryMs` later, behind
 * the page: a product added a moment ago has its photo inlined as soon as the catalog has rendered it.
 */
export function createInlineImages(options: InlineImagesOptions): InlineImages {
  const { catalogUrl, timeoutMs, maxBytes = INLINE_MAX_BYTES, retryMs = 5000, waitMs = 200, now } = options;
  const kept = new Map<string, string>();
  const misses = createTtlCache<string | undefined>({ ttlMs: retryMs, staleMs: 24 * 3_600_000, maxEntries: 500, now });

  const read = async (rendition: string): Promise<string | undefined> => {
    try {
      const response = await fetch(new URL(rendition, catalogUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      const avif = response.headers.get('content-type')?.startsWith('image/avif');
      if (!response.ok || !avif || bytes.length > maxBytes) return undefined;
      const uri = `data:image/avif;base64,${bytes.toString('base64')}`;
      kept.set(rendition, uri);
      // the oldest go first: product ids come from URLs anyone can make up, but only stored images get here
      if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
      return uri;
    } catch {
      return undefined;
    }
  };

  return {
    dataUri: async (image, width = INLINE_WIDTH) => {
      if (!hasRenditions(image) || maxBytes === 0) return undefined;
      const rendition = `${image}/${width}.avif`;
      return kept.get(rendition) ?? withinWait(misses.get(rendition, () => read(rendition)), waitMs);
    },
  };
}

/** The read's answer if it comes within `ms`, else undefined (the read itself goes on). */
async function withinWait(read: Promise<string | undefined>, ms: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}
