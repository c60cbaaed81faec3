import type { TaxShipping } from '@shop/contracts';
import {
  canAddTax,
  numberOrZero,
  taxRow,
  toMonetaryForm,
  toDeliveryDays,
  toSettingsBody,
  toggleFreeShippingCity,
} from './monetary-rules';

const settings: TaxShipping = {
  _id: '000000000000000000000a01',
  defaultShippingValue: 100,
  shippingRates: [
    { city: 'cairo', value: 50 },
    { city: 'Siwa', value: 200 },
  ],
  taxes: [{ _id: '000000000000000000000b01', taxName: 'VAT', value: 14 }],
};

describe('monetary settings', () => {
  it('when loaded, then the 21 cities come first with their stored rates, then other stored cities', () => {
    const form = toMonetaryForm(settings);
    expect(form.rates).toHaveLength(22);
    expect(form.rates[0]).toEqual({ city: 'Cairo', value: '50', min: '', max: '' });
    expect(form.rates[1]).toEqual({ city: 'Alexandria', value: '', min: '', max: '' });
    expect(form.rates[21]).toEqual({ city: 'Siwa', value: '200', min: '', max: '' });
    expect(form.taxes.map((t) => [t.taxName, t.value])).toEqual([['VAT', '14']]);
  });

  it('when nothing is stored yet, then every input is empty', () => {
    const form = toMonetaryForm(null);
    expect(form.defaultShippingValue).toBe('');
    expect(form.rates.every((rate) => rate.value === '')).toBe(true);
    expect(form.taxes).toEqual([]);
  });

  it('when saved, then empty numbers become 0', () => {
    const form = toMonetaryForm(null);
    form.taxes.push(taxRow(' Stamp ', ''));
    const body = toSettingsBody(form);
    expect(body.defaultShippingValue).toBe(0);
    expect(body.shippingRates).toHaveLength(21);
    expect(body.shippingRates?.every((rate) => rate.value === 0)).toBe(true);
    expect(body.taxes).toEqual([{ taxName: 'Stamp', value: 0 }]);
    expect(numberOrZero(' 12.5 ')).toBe(12.5);
  });

  it('when a tax has an Arabic name, then the form loads it and the save sends it trimmed; a blank one is left out', () => {
    const withArabic = { ...settings, taxes: [{ taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14 }] };
    const form = toMonetaryForm(withArabic);
    expect(form.taxes[0]).toMatchObject({ taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: '14' });
    expect(toMonetaryForm(settings).taxes[0]?.taxNameAr).toBe('');
    form.taxes.push(taxRow('Stamp', '1', ' دمغة '), taxRow('Levy', '2', '  '));
    expect(toSettingsBody(form).taxes).toEqual([
      { taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14 },
      { taxName: 'Stamp', taxNameAr: 'دمغة', value: 1 },
      { taxName: 'Levy', value: 2 },
    ]);
  });

  it('when adding a tax, then both a name and a value are needed', () => {
    expect(canAddTax('VAT', '14')).toBe(true);
    expect(canAddTax('VAT', '')).toBe(false);
    expect(canAddTax(' ', '14')).toBe(false);
    expect(canAddTax('Zero', '0')).toBe(true);
  });

  it('when the free-shipping rule is loaded, then its threshold and cities fill the form as the rates spell them', () => {
    const form = toMonetaryForm({ ...settings, freeShippingThreshold: 1000, freeShippingCities: ['cairo', 'GIZA'] });
    expect(form.freeShippingThreshold).toBe('1000');
    expect(form.freeShippingCities).toEqual(['Cairo', 'Giza']);
  });

  it('when the threshold is emptied and saved, then it is 0 (off)', () => {
    const form = toMonetaryForm({ ...settings, freeShippingThreshold: 1000, freeShippingCities: ['Cairo'] });
    const body = toSettingsBody({ ...form, freeShippingThreshold: ' ' });
    expect(body).toMatchObject({ freeShippingThreshold: 0, freeShippingCities: ['Cairo'] });
  });

  it('when VAT-inclusive prices are loaded and saved, then the box keeps them; a record without the field reads off', () => {
    expect(toMonetaryForm(settings).pricesIncludeTax).toBe(false);
    const form = toMonetaryForm({ ...settings, pricesIncludeTax: true });
    expect(form.pricesIncludeTax).toBe(true);
    expect(toSettingsBody(form).pricesIncludeTax).toBe(true);
    expect(toSettingsBody({ ...form, pricesIncludeTax: false }).pricesIncludeTax).toBe(false);
  });

  it('when a city is ticked and unticked, then the rule lists it once, then not at all', () => {
    const form = toggleFreeShippingCity(toggleFreeShippingCity(toMonetaryForm(null), 'Giza', true), 'Giza', true);
    expect(form.freeShippingCities).toEqual(['Giza']);
    expect(toggleFreeShippingCity(form, 'Giza', false).freeShippingCities).toEqual([]);
  });

  it('when delivery times are loaded and saved, then each rate and the default keep theirs; empty ones save none', () => {
    const form = toMonetaryForm({
      ...settings,
      shippingRates: [{ city: 'Cairo', value: 50, deliveryDays: { min: 1, max: 2 } }],
      defaultDeliveryDays: { min: 3, max: 6 },
    });
    expect(form.rates[0]).toMatchObject({ city: 'Cairo', min: '1', max: '2' });
    const body = toSettingsBody(form);
    expect(body.shippingRates?.[0]).toEqual({ city: 'Cairo', value: 50, deliveryDays: { min: 1, max: 2 } });
    expect(body.shippingRates?.[1]).toEqual({ city: 'Alexandria', value: 0 });
    expect(body.defaultDeliveryDays).toEqual({ min: 3, max: 6 });
    expect(toSettingsBody({ ...form, defaultDays: { min: '', max: '' } }).defaultDeliveryDays).toBeUndefined();
  });

  it('when only one end of a delivery time is typed, then it stands for both', () => {
    expect(toDeliveryDays({ min: '2', max: '' })).toEqual({ min: 2, max: 2 });
  });
});
