import { useMemo } from 'react';
import type { DeliveryWindow } from '@shop/contracts/delivery-dates';
import { formatDateIn, formatDateTimeIn, formatDeliveryWindowIn, formatNumber, formatPrice } from '@shop/ui-kit';
import { useLanguage } from './LanguageContext';

export interface Formats {
  price(amount: number): string;
  number(value: number): string;
  date(iso: string | null | undefined): string;
  dateTime(iso: string | null | undefined): string;
  deliveryWindow(window: DeliveryWindow): string;
}

/** Prices, numbers and dates in the page's language (ui-kit's locale formatting, decision 024). */
export function useFormat(): Formats {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      price: (amount) => formatPrice(amount, language),
      number: (value) => formatNumber(value, language),
      date: (iso) => formatDateIn(iso, language),
      dateTime: (iso) => formatDateTimeIn(iso, language),
      deliveryWindow: (window) => formatDeliveryWindowIn(window, language),
    }),
    [language],
  );
}
