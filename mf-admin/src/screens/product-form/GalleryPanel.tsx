import { useId, useRef, useState } from 'react';
import type { Product, ProductImage } from '@shop/contracts';
import { Button, errorMessage, fieldClasses } from '@shop/ui-kit';
import { useNotify } from '../../shared/useNotify';
import { thumbnailOf } from './gallery-rules';
import { addGalleryImage, deleteGalleryImage, reorderGallery } from './product-form-api';
import { isImageFile } from './product-form-rules';
import styles from './ProductFormPage.module.css';

/**
 * The product's images in the storefront's order (decision 032): add one, move one up or down (the first is
 * the main image, on cards and in the cart), delete one. Each change is saved at once, apart from the form.
 */
export function GalleryPanel({
  productId,
  images,
  onSaved,
}: {
  productId: string;
  images: ProductImage[];
  onSaved: (product: Product) => void;
}) {
  const notify = useNotify();
  const altId = useId();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<Product>, done: string) => {
    setBusy(true);
    try {
      onSaved(await action());
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, 'The images could not be saved'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      notify.error('Please choose an image file (PNG, JPEG, WebP or GIF)');
      return;
    }
    void run(async () => {
      const product = await addGalleryImage(productId, file, alt);
      setAlt('');
      if (input.current) input.current.value = '';
      return product;
    }, 'Image added');
  };

  const move = (index: number, by: -1 | 1) => {
    const order = [...images];
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    void run(
      () =>
        reorderGallery(
          productId,
          order.map(({ id, alt: text }) => (text ? { id, alt: text } : { id })),
        ),
      'Image order saved',
    );
  };

  return (
    <div className={styles.gallery}>
      {images.length === 0 ? (
        <p className={fieldClasses.hint}>No images yet.</p>
      ) : (
        <ol className={styles.galleryList} aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id} className={styles.galleryItem}>
              <img src={thumbnailOf(image)} alt={image.alt ?? ''} width={80} height={80} loading="lazy" />
              <span>{index === 0 ? 'Main image' : `Image ${index + 1}`}</span>
              <Button
                size="small"
                variant="ghost"
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move image ${index + 1} up`}
              >
                Up
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={busy || index === images.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move image ${index + 1} down`}
              >
                Down
              </Button>
              <Button
                size="small"
                variant="ghost"
                disabled={busy}
                onClick={() => void run(() => deleteGalleryImage(productId, image.id), 'Image deleted')}
                aria-label={`Delete image ${index + 1}`}
              >
                Delete
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className={fieldClasses.field}>
        <label htmlFor={altId} className={fieldClasses.label}>
          Alt text of the next image (optional)
        </label>
        <input
          id={altId}
          className={fieldClasses.control}
          value={alt}
          maxLength={200}
          onChange={(e) => setAlt(e.target.value)}
        />
      </div>
      <div className={fieldClasses.field}>
        <label htmlFor={fileId} className={fieldClasses.label}>
          Add an image
        </label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept="image/*"
          disabled={busy}
          className={fieldClasses.control}
          onChange={(e) => upload(e.target.files?.[0])}
        />
        <span className={fieldClasses.hint}>PNG, JPEG, WebP or GIF, at most 5 MB; saved at once.</span>
      </div>
    </div>
  );
}
