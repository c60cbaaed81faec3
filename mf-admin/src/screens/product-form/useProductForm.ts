import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Category, Product } from '@shop/contracts';
import { errorMessage } from '@shop/ui-kit';
import { PRODUCT_SAVE_REDIRECT_MS } from '../../constants';
import { useLoaded } from '../../shared/useLoaded';
import { useNotify } from '../../shared/useNotify';
import { fetchCategories } from '../products/catalog-api';
import { orderTabs } from '../products/product-rules';
import { createProduct, fetchProduct, updateProduct } from './product-form-api';
import {
  emptyForm,
  formFromProduct,
  formProblem,
  isImageFile,
  type ProductFormState,
} from './product-form-rules';
import { toJsonUpdate, toMultipart, toPayload } from './product-payload';
import { withGalleryRows } from './gallery-rules';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** State and saving of the product form (admin spec §5, §8); `productId` is absent when creating. */
export function useProductForm(productId: string | undefined, initialCategoryId: string) {
  const navigate = useNavigate();
  const notify = useNotify();
  const categories = useLoaded<Category[]>('categories', async () => orderTabs(await fetchCategories()), {
    failure: (error) => `Failed to load categories: ${reason(error)}`,
  });
  const product = useLoaded(
    'product',
    async () => (productId ? fetchProduct(productId) : undefined),
    {
      failure: (error) => `Failed to load product: ${reason(error)}`,
    },
    [productId],
  );
  const [form, setForm] = useState<ProductFormState>(() => emptyForm(initialCategoryId));
  const [file, setFile] = useState<File>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (product.data) setForm(formFromProduct(product.data));
  }, [product.data]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const change = (patch: Partial<ProductFormState>) => setForm((current) => ({ ...current, ...patch }));

  /** A gallery change is saved at once: the main image and the values' image pickers follow it. */
  const gallerySaved = (saved: Product) => {
    const images = saved.images ?? [];
    setForm((current) => ({ ...current, images, image: saved.image, ...withGalleryRows(current, images) }));
  };

  /** Answers false (and says why) when the file is not an image. */
  const pickFile = (picked: File | undefined): boolean => {
    if (picked && !isImageFile(picked)) {
      notify.error('Please choose an image file (PNG, JPEG, WebP or GIF)');
      setFile(undefined);
      return false;
    }
    setFile(picked);
    return true;
  };

  const save = async () => {
    const problem = formProblem(form);
    if (problem) {
      notify.error(problem);
      return;
    }
    setSaving(true);
    const payload = toPayload(form);
    try {
      if (productId)
        await updateProduct(productId, file ? toMultipart(payload, file) : toJsonUpdate(payload, form.image));
      else await createProduct(toMultipart(payload, file));
    } catch (error) {
      console.error('Failed to save the product', error);
      notify.error(errorMessage(error, reason(error)));
      setSaving(false);
      return;
    }
    notify.success(productId ? 'Product updated successfully!' : 'Product created successfully!');
    setSaved(true);
    redirect.current = setTimeout(() => navigate('/admin/products'), PRODUCT_SAVE_REDIRECT_MS);
  };

  return {
    loading: categories.loading || (productId !== undefined && product.loading),
    missing: productId !== undefined && !product.loading && !product.data,
    categories: categories.data ?? [],
    form,
    change,
    file,
    pickFile,
    gallerySaved,
    save,
    saving: saving || saved,
  };
}
