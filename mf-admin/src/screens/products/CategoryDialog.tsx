import { useEffect, useState } from 'react';
import type { Category, CreateCategoryBody } from '@shop/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { TwinFields, trimTexts, twinBinder } from '../../shared/TwinFields';
import styles from './ProductsPage.module.css';

interface CategoryDialogProps {
  open: boolean;
  /** The category being edited; none for Add Category. */
  category?: Category;
  onClose: () => void;
  /** Answers whether it saved; the dialog closes only then. */
  onSave: (body: CreateCategoryBody) => Promise<boolean>;
}

const NO_TEXTS: Required<CreateCategoryBody> = { title: '', description: '', titleAr: '', descriptionAr: '' };

/**
 * Admin spec §5: title and description required; the button reads Add Category or Update Category. Each has its
 * optional Arabic twin beside it (decision 025).
 */
export function CategoryDialog({ open, category, onClose, onSave }: CategoryDialogProps) {
  const [texts, setTexts] = useState(NO_TEXTS);
  const twin = twinBinder(texts, (patch) => setTexts((current) => ({ ...current, ...patch })));

  useEffect(() => {
    if (!open) return;
    setTexts({
      title: category?.title ?? '',
      description: category?.description ?? '',
      titleAr: category?.titleAr ?? '',
      descriptionAr: category?.descriptionAr ?? '',
    });
  }, [open, category]);

  const label = category ? 'Update Category' : 'Add Category';
  return (
    <FormDialog
      open={open}
      title={label}
      submitLabel={label}
      onClose={onClose}
      onSubmit={() => onSave(trimTexts(texts))}
      className={styles.dialogForm}
    >
      <TwinFields label="Title" maxLength={100} pattern=".*\S.*" {...twin('title')} />
      <TwinFields label="Description" maxLength={1000} rows={4} {...twin('description')} />
    </FormDialog>
  );
}
