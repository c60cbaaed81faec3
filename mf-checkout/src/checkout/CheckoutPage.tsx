import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OrderResponse } from '@shop/contracts';
import { DEFAULT_PAYMENT_METHOD, type PaymentMethodName } from '@shop/contracts/constants';
import { useAuth } from '@shop/app-context';
import { Button, Dialog, getSessionId } from '@shop/ui-kit';
import { cartStore } from '../cart/shared-cart';
import { CartPage, cartColumns } from '../components/CartPage';
import { NO_SETTINGS } from '../settings/tax-shipping';
import { checkoutTotals } from './checkout-totals';
import { deliveryEstimate } from './delivery-estimate';
import { freeShippingNote } from './free-shipping';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { withBusyRetries } from './busy-retries';
import { OrderAttempts } from './order-attempts';
import { orderFailureMessage, orderRequest, placeOrder } from './order-request';
import { OrderSummary } from './OrderSummary';
import { PaymentMethodField } from './PaymentMethodField';
import { SaveAddressField } from './SaveAddressField';
import { saveProfileAddress } from './save-address';
import { promoFailureMessage, promoInputProblem, validatePromo, type AppliedPromo } from './promo';
import {
  EMPTY_SHIPPING_FORM,
  canPlaceOrder,
  deliveryCity,
  phoneProblem,
  prefillFromProfile,
  type ShippingField,
} from './shipping-form';
import { ShippingFields } from './ShippingFields';
import { ThankYou } from './ThankYou';
import { useCheckoutData } from './useCheckoutData';
import styles from './CheckoutPage.module.css';
import { useT } from '../i18n/messages';
import { useFormat, useLanguage } from '@shop/app-context';

/** /checkout (storefront spec §2 Checkout, §4, §5, §8, §9). */
export default function CheckoutPage() {
  const data = useCheckoutData();
  const { user, setUser } = useAuth();
  const t = useT();
  const { language, locale } = useLanguage();
  const { price } = useFormat();
  const settings = data.settings ?? NO_SETTINGS;
  const lines = data.cart.lines;
  const [form, setForm] = useState(EMPTY_SHIPPING_FORM);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [applyingPromo, setApplyingPromo] = useState(false);
  const [placing, setPlacing] = useState(false);
  /** The order service asked us to wait (decision 031): the cart stays, the same request goes again. */
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethodName>(DEFAULT_PAYMENT_METHOD);
  const [placedOrder, setPlacedOrder] = useState<OrderResponse | null>(null);
  const [saveAddress, setSaveAddress] = useState(false);
  const inFlight = useRef(false);
  const attempts = useRef(new OrderAttempts());

  useEffect(() => {
    if (data.failed) setError(t('checkout.loadFailed'));
  }, [data.failed, t]);

  useEffect(() => {
    if (data.settings) setForm((current) => prefillFromProfile(current, user, data.settings?.shippingRates ?? []));
  }, [user, data.settings]);

  const city = deliveryCity(form);
  const totals = checkoutTotals({ lines, settings, promo, city });
  const canPlace = canPlaceOrder(form, lines);
  const chosenCity = city === '' ? null : city;
  const freeShipping = lines.length > 0 ? freeShippingNote(totals.discountedSubtotal, chosenCity, settings, { t, price, locale, language }) : null;
  const setField = (field: ShippingField, value: string) => setForm((current) => ({ ...current, [field]: value }));

  const applyPromo = async (code: string) => {
    const problem = promoInputProblem(code, form.email, t);
    if (problem) return setError(problem);
    setApplyingPromo(true);
    try {
      setPromo(await validatePromo({ promoCode: code.trim(), subtotal: totals.subtotal, email: form.email.trim() }));
    } catch (failure) {
      setError(promoFailureMessage(failure, t));
    } finally {
      setApplyingPromo(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sessionId = getSessionId();
    // The ref stops a second click that lands before the button shows as disabled.
    if (inFlight.current || !canPlace || !sessionId) return;
    const badPhone = phoneProblem(form.phone) && t('checkout.phoneProblem');
    if (badPhone) return setError(badPhone);
    inFlight.current = true;
    setPlacing(true);
    const request = orderRequest({ sessionId, form, lines, promo, discountAmount: totals.discountAmount, paymentMethod, language });
    try {
      const key = attempts.current.keyFor(request);
      const order = await withBusyRetries(() => placeOrder(request, key), { onBusy: () => setBusy(true) });
      setPlacedOrder(order);
      void cartStore.orderPlaced();
      // issue 32: the address goes to the profile after the order; a failure there never touches the order
      if (user && saveAddress) {
        saveProfileAddress(user, form)
          .then(setUser)
          .catch((failure: unknown) => console.error('Failed to save the address on the profile', failure));
      }
    } catch (failure) {
      setError(orderFailureMessage(failure, t('checkout.orderFailed')));
    } finally {
      inFlight.current = false;
      setBusy(false);
      setPlacing(false);
    }
  };

  const errorDialog = (
    <Dialog open={error !== null} title={t('checkout.error')} onClose={() => setError(null)} actions={<Button onClick={() => setError(null)}>{t('checkout.close')}</Button>}>
      <p className={styles.errorText}>{error}</p>
    </Dialog>
  );

  if (placedOrder) return <ThankYou order={placedOrder} />;
  return (
    <CartPage title={t('checkout.title')}>
      {data.loading && <CheckoutSkeleton />}
      {!data.loading && data.failed && (
        <div className={`${styles.card} ${styles.failed}`}>
          <p>{t('checkout.loadFailed')}</p>
          <Button variant="secondary" onClick={data.retry}>
            {t('checkout.tryAgain')}
          </Button>
        </div>
      )}
      {!data.loading && !data.failed && (
        <form className={`${cartColumns} ${styles.layout}`} onSubmit={(event) => void submit(event)}>
          <section className={styles.card} aria-labelledby="shipping-title">
            <h2 id="shipping-title" className={styles.cardTitle}>
              {t('checkout.shippingInfo')}
            </h2>
            <ShippingFields
              form={form}
              rates={settings.shippingRates}
              defaultShippingValue={settings.defaultShippingValue}
              onChange={setField}
              disabled={placing}
            />
            <PaymentMethodField value={paymentMethod} onChange={setPaymentMethod} disabled={placing} />
            {user && <SaveAddressField checked={saveAddress} onChange={setSaveAddress} disabled={placing} />}
          </section>
          <OrderSummary
            lines={lines}
            totals={totals}
            freeShipping={freeShipping}
            delivery={deliveryEstimate(chosenCity, settings, language)}
            cityChosen={chosenCity !== null}
            promo={promo}
            applyingPromo={applyingPromo}
            onApplyPromo={(code) => void applyPromo(code)}
            onRemovePromo={() => setPromo(null)}
            canPlace={canPlace}
            placing={placing}
            busy={busy}
          />
        </form>
      )}
      {errorDialog}
    </CartPage>
  );
}
