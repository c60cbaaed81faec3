import { ApiError } from '@shop/ui-kit';
import { CART_QUANTITY_MAX } from '@shop/contracts';
import { cartChangeError } from './change-errors';
import { checkoutMessages } from '../i18n/messages';

const en = () => checkoutMessages.translator('en');
import { QUANTITY_MAX } from '../components/QuantityStepper';

describe('a refused cart change', () => {
  it('when the server gave a reason, then that reason is the notice', () => {
    const refusal = new ApiError(409, 'OUT_OF_STOCK', 'Only 5 left of Oud Rose Eau de Parfum (Size: 100 ml)', true);
    expect(cartChangeError(refusal, en())).toBe('Only 5 left of Oud Rose Eau de Parfum (Size: 100 ml)');
  });

  it('when the answer carried no reason, then it says which status failed (storefront spec §7)', () => {
    expect(cartChangeError(new ApiError(502, 'HTTP_ERROR', 'Request failed with status 502', false), en())).toBe(
      'Request failed with status 502',
    );
  });

  it('when the network failed, then it asks to check the connection', () => {
    expect(cartChangeError(new ApiError(0, 'NETWORK_ERROR', 'Network error: Failed to fetch', false), en())).toMatch(/connection/);
  });

  it('when the stepper stops at its maximum, then that is the cart contract maximum', () => {
    expect(QUANTITY_MAX).toBe(CART_QUANTITY_MAX);
  });
});
