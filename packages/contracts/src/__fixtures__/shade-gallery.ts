/*
 * A product with a gallery of two uploads and a shade that has its own image (issue 33 item 5, decision 032):
 * the main image, and Nude's close-up. Tests build their product from `shadeGalleryProduct`.
 */
export const galleryMain = { id: 'a'.repeat(24), width: 400, height: 400 };
export const galleryNude = { id: 'b'.repeat(24), width: 800, height: 1000, alt: 'Nude on the lips' };

export const shadeGalleryProduct = {
  image: `/api/images/${galleryMain.id}`,
  images: [galleryMain, galleryNude],
  options: [
    {
      name: 'Color' as const,
      values: [
        { label: 'Rose', hex: '#cc3366', stock: 3 },
        { label: 'Nude', hex: '#d9a38f', stock: 2, image: galleryNude.id },
      ],
    },
  ],
};
