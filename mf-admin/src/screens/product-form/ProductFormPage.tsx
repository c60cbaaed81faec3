import { type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, Skeleton } from '@shop/ui-kit';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { DetailsFields } from './DetailsFields';
import { GalleryPanel } from './GalleryPanel';
import { ImagePicker } from './ImagePicker';
import { OptionFields } from './OptionFields';
import { StockHistoryPanel } from './StockHistoryPanel';
import { useProductForm } from './useProductForm';
import styles from './ProductFormPage.module.css';

/** /admin/products/new and /admin/products/edit/{productId} (admin spec §2, §5). */
export default function ProductFormPage() {
  const { productId } = useParams();
  const [query] = useSearchParams();
  const editing = productId !== undefined;
  const { loading, missing, categories, form, change, file, pickFile, gallerySaved, save, saving } =
    useProductForm(productId, query.get('category') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  const header = (
    <PageHeader
      title={editing ? 'Edit Product' : 'Add Product'}
      description={
        editing
          ? 'Change the product and save; the storefront shows it at once.'
          : 'A new product for the catalog.'
      }
      actions={
        <ButtonLink to="/admin/products" variant="ghost">
          Back to products
        </ButtonLink>
      }
    />
  );
  if (loading) {
    return (
      <>
        {header}
        <div aria-busy="true" aria-label="Loading product" className={styles.loading}>
          <Skeleton height={260} radius={22} />
          <Skeleton height={200} radius={22} />
        </div>
      </>
    );
  }
  if (missing) {
    return (
      <>
        {header}
        <EmptyState>This product could not be loaded.</EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <form onSubmit={submit} aria-label={editing ? 'Edit product' : 'Add product'} className={styles.form}>
        <Panel title="Details" id="product-details">
          <DetailsFields form={form} change={change} categories={categories} />
        </Panel>
        <Panel title="Image" id="product-image">
          <ImagePicker current={form.image} file={file} onPick={pickFile} />
        </Panel>
        {productId && (
          <Panel title="More images" id="product-gallery">
            <GalleryPanel productId={productId} images={form.images} onSaved={gallerySaved} />
          </Panel>
        )}
        <Panel title="Bundle and options" id="product-options">
          <OptionFields form={form} change={change} />
        </Panel>
        <div className={styles.footer}>
          <ButtonLink to="/admin/products" variant="ghost">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : editing ? 'Update Product' : 'Create Product'}
          </Button>
        </div>
      </form>
      {productId && <StockHistoryPanel productId={productId} />}
    </>
  );
}
