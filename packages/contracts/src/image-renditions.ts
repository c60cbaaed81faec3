/*
 * The widths and formats the catalog renders each uploaded product image into (decision 032), with no zod in
 * it: the front ends and the render server import this file alone (`@shop/contracts/image-renditions`).
 * 160 fits a cart line or thumbnail, 320 a two-column card on a phone, 640 and 1080 the product page on a
 * phone at 2× and 3×. WebP for every browser, AVIF where it is accepted (fewer bytes again).
 */
export const RENDITION_WIDTHS = [160, 320, 640, 1080] as const;
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export const RENDITION_VARIANT = new RegExp(`^(${RENDITION_WIDTHS.join('|')})\\.(${RENDITION_FORMATS.join('|')})$`);

export function parseRenditionVariant(value: string): { width: RenditionWidth; format: RenditionFormat } | null {
  const match = RENDITION_VARIANT.exec(value);
  if (!match) return null;
  return { width: Number(match[1]) as RenditionWidth, format: match[2] as RenditionFormat };
}

/** True for an image the catalog stores (and so renders); an admin's external URL or '' has no renditions. */
export const hasRenditions = (image: string): boolean => /^\/api\/images\/[0-9a-f]{24}$/.test(image);

/** `srcset` of an image the catalog stores, in one format; undefined for any other URL. */
export function imageSrcSet(image: string, format: RenditionFormat): string | undefined {
  if (!hasRenditions(image)) return undefined;
  return RENDITION_WIDTHS.map((width) => `${image}/${width}.${format} ${width}w`).join(', ');
}

/** The public path of an uploaded image (the form the product's `image` field takes). */
export const productImagePath = (id: string): string => `/api/images/${id}`;

interface WithOptionImages {
  image: string;
  options: ReadonlyArray<{ name: string; values: ReadonlyArray<{ label: string; image?: string }> }>;
}

/**
 * The image a choice of option values shows (decision 032): that of the first chosen value that has one, else the
 * product's main image. The product page's gallery, the cart line and the order line all follow this one rule.
 */
export function imageForChoices(
  product: WithOptionImages,
  chosen: ReadonlyArray<{ name: string; value: string }>,
): string {
  for (const choice of chosen) {
    const option = product.options.find((o) => o.name === choice.name);
    const value = option?.values.find((v) => v.label === choice.value);
    if (value?.image) return productImagePath(value.image);
  }
  return product.image;
}
