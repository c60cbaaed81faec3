import { emptyForm, type ProductFormState } from '../screens/product-form/product-form-rules';

export const FORM_CATEGORY = '65f1a2b3c4d5e6f708192a3d';

/** Test factory: the product form with what an admin must fill (title, description, price) in a category. */
export function filledProductForm(): ProductFormState {
  return { ...emptyForm(FORM_CATEGORY), title: ' Rose Serum ', description: 'Hydrating', price: '450.5' };
}
