import { useEffect, useId, useMemo, useRef } from 'react';
import { ProductImage, fieldClasses } from '@shop/ui-kit';
import styles from './ProductFormPage.module.css';

/** The preview's box (ProductFormPage.module.css .preview): a stored image shows a rendition, not the original. */
const PREVIEW_PX = 160;

/** The image file input with a preview of the chosen file, or of the stored image. */
export function ImagePicker({
  current,
  file,
  onPick,
}: {
  current: string;
  file?: File;
  onPick: (file: File | undefined) => boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <div className={styles.image}>
      <div className={styles.preview}>
        <ProductImage
          src={preview ?? (current || undefined)}
          alt={file ? 'The new image' : 'The current image'}
          sizes={`${PREVIEW_PX}px`}
          width={PREVIEW_PX}
          height={PREVIEW_PX}
        />
      </div>
      <div className={fieldClasses.field}>
        <label htmlFor={id} className={fieldClasses.label}>
          Image file
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/*"
          className={fieldClasses.control}
          onChange={(event) => {
            if (!onPick(event.target.files?.[0]) && input.current) input.current.value = '';
          }}
        />
        <span className={fieldClasses.hint}>
          PNG, JPEG, WebP or GIF, at most 5 MB.{' '}
          {current && !file ? 'Leave empty to keep the current image.' : ''}
        </span>
      </div>
    </div>
  );
}
