import { type FormEvent } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, SelectField, Skeleton, TextAreaField, TextField } from '@shop/ui-kit';
import { BUNDLE_COUNT_MAX } from '../../constants';
import { EmptyState } from '../../shared/EmptyState';
import { PageHeader } from '../../shared/PageHeader';
import { Panel } from '../../shared/Panel';
import { ImagePicker } from './ImagePicker';
import { ColorRows, SizeRows } from './OptionRows';
import { newColorRow, newSizeRow } from './product-form-rules';
import { useProductForm } from './useProductForm';
import styles from './ProductFormPage.module.css';

/** /admin/products/new and /admin/products/edit/{productId} (admin spec §2, §5). */
export default function ProductFormPage() {
  const { productId } = useParams();
  const [query] = useSearchParams();
  const editing = productId !== undefined;
  const { loading, missing, categories, form, change, file, pickFile, save, saving } = useProductForm(
    productId,
    query.get('category') ?? '',
  );

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
          <div className={styles.grid}>
            <TextField
              label="Title"
              value={form.title}
              onChange={(e) => change({ title: e.target.value })}
              required
              maxLength={200}
              className={styles.wide}
            />
            <TextAreaField
              label="Description"
              value={form.description}
              onChange={(e) => change({ description: e.target.value })}
              required
              maxLength={5000}
              rows={5}
              className={styles.wide}
            />
            <TextField
              label="Price (EGP)"
              type="number"
              min={0}
              step={0.01}
              value={form.price}
              onChange={(e) => change({ price: e.target.value })}
              required
            />
            <TextField
              label="Old Price (EGP)"
              type="number"
              min={0}
              step={0.01}
              value={form.oldPrice}
              onChange={(e) => change({ oldPrice: e.target.value })}
              hint="0 for no old price"
            />
            <TextField
              label="Rating"
              type="number"
              min={0}
              max={5}
              step={0.1}
              value={form.rating}
              onChange={(e) => change({ rating: e.target.value })}
              hint="0 to 5"
            />
            <TextField
              label="Reviews"
              type="number"
              min={0}
              step={1}
              value={form.reviews}
              onChange={(e) => change({ reviews: e.target.value })}
            />
            <SelectField
              label="Category"
              value={form.categoryId}
              onChange={(e) => change({ categoryId: e.target.value })}
            >
              <option value="">Select a category</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.title}
                </option>
              ))}
            </SelectField>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={form.availability}
                onChange={(e) => change({ availability: e.target.checked })}
              />
              Available (in stock)
            </label>
          </div>
        </Panel>
        <Panel title="Image" id="product-image">
          <ImagePicker current={form.image} file={file} onPick={pickFile} />
        </Panel>
        <Panel title="Bundle and options" id="product-options">
          <div className={styles.optionGroups}>
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.isBundle}
                  onChange={(e) => change({ isBundle: e.target.checked })}
                />
                Bundle (the customer picks options for several items)
              </label>
              {form.isBundle && (
                <TextField
                  label="Bundle count"
                  type="number"
                  min={1}
                  max={BUNDLE_COUNT_MAX}
                  step={1}
                  value={form.bundleCount}
                  onChange={(e) => change({ bundleCount: e.target.value })}
                  className={styles.bundleCount}
                />
              )}
            </div>
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.colorsEnabled}
                  onChange={(e) => change({ colorsEnabled: e.target.checked })}
                />
                Color options
              </label>
              {form.colorsEnabled && (
                <ColorRows
                  rows={form.colors}
                  onChange={(colors) => change({ colors })}
                  create={() => newColorRow()}
                />
              )}
            </div>
            <div>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={form.sizesEnabled}
                  onChange={(e) => change({ sizesEnabled: e.target.checked })}
                />
                Size options
              </label>
              {form.sizesEnabled && (
                <SizeRows
                  rows={form.sizes}
                  onChange={(sizes) => change({ sizes })}
                  create={() => newSizeRow()}
                />
              )}
            </div>
          </div>
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
    </>
  );
}
