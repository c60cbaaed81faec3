import { useAsync, type AsyncState } from '@shop/ui-kit';
import { loadPricingSettings, type PricingSettings } from './tax-shipping';

/** The shared tax settings of the drawer and the full cart; `error` set when they could not be read. */
export function usePricingSettings(): AsyncState<PricingSettings> {
  return useAsync('tax and shipping settings', () => loadPricingSettings());
}
