import { useEffect, useState } from 'react';
import type { Category, CreateCategoryBody } from '@shop/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { TwinFields } from '../../shared/TwinFields';
import styles from './ProductsPage.module.css';

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; none for Add Category. */
  category?: Category;
  onClose: () => void;
  /** Answers whether it saved; the dialog closes only then. */
  onSave: (body: CreateCategoryBody) => Promise<boolean>;
}

/**
 * Admin spec §5: title and description required; the button reads Add Category or Update Category. Each has its
 * optional Arabic twin beside it (decision 025).
 */
export function CategoryDialog({ open, category, onClose, onSave }: CategoryDialogProps) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [titleAr, setTitleAr] = useState('');
  const [descriptionAr, setDescriptionAr] = useState('');

  useEffect(() => {
    if (!open) return;
    setTitle(category?.title ?? '');
    setDescription(category?.description ?? '');
    setTitleAr(category?.titleAr ?? '');
    setDescriptionAr(category?.descriptionAr ?? '');
  }, [open, category]);

  const save = () =>
    onSave({
      title: title.trim(),
      description: description.trim(),
      // always sent, so emptying an Arabic text clears it
      titleAr: titleAr.trim(),
      descriptionAr: descriptionAr.trim(),
    });

  const label = category ? 'Update Category' : 'Add Category';
  return (
    <FormDialog
      open={open}
      title={label}
      submitLabel={label}
      onClose={onClose}
      onSubmit={save}
      className={styles.dialogForm}
    >
      <TwinFields
        label="Title"
        value={title}
        onChange={setTitle}
        valueAr={titleAr}
        onChangeAr={setTitleAr}
        maxLength={100}
        pattern=".*\S.*"
      />
      <TwinFields
        label="Description"
        value={description}
        onChange={setDescription}
        valueAr={descriptionAr}
        onChangeAr={setDescriptionAr}
        maxLength={1000}
        rows={4}
      />
    </FormDialog>
  );
}
