import { renderToStaticMarkup } from 'react-dom/server';
import { buildProduct } from '../../test-support/build-product';
import { DetailsFields } from './DetailsFields';
import { OptionFields } from './OptionFields';
import { cleanOptions, emptyForm, formFromProduct, newSizeRow } from './product-form-rules';
import { toMultipart, toPayload } from './product-payload';

/* Issue 30, decision 025: the admin writes the Arabic texts beside the English ones. */

const arabicProduct = buildProduct({
  titleAr: 'أحمر شفاه مطفي',
  descriptionAr: 'يدوم طويلاً.',
  options: [
    { name: 'Color', values: [{ label: 'Rose Nude', labelAr: 'نود وردي', hex: '#d8a39d', stock: 12 }] },
  ],
});

describe('the product form in Arabic', () => {
  it('when a product with Arabic texts is edited, then the form holds them; without, they are empty', () => {
    const form = formFromProduct(arabicProduct);
    expect(form).toMatchObject({ titleAr: 'أحمر شفاه مطفي', descriptionAr: 'يدوم طويلاً.' });
    expect(form.colors[0]).toMatchObject({ label: 'Rose Nude', labelAr: 'نود وردي' });
    expect(formFromProduct(buildProduct())).toMatchObject({ titleAr: '', descriptionAr: '' });
  });

  it('when saved, then the Arabic texts go trimmed, an emptied one as "" so it is cleared', () => {
    const form = { ...formFromProduct(arabicProduct), titleAr: '  كريم مرطّب ', descriptionAr: '' };
    expect(toPayload(form)).toMatchObject({ titleAr: 'كريم مرطّب', descriptionAr: '' });
    expect(toMultipart(toPayload(form)).get('titleAr')).toBe('كريم مرطّب');
  });

  it('when an option value has an Arabic name, then it is saved with it; a blank one leaves the value without', () => {
    const options = cleanOptions({
      ...emptyForm(),
      sizesEnabled: true,
      sizes: [
        newSizeRow({ label: '30 ml', labelAr: ' 30 مل ', stock: '4' }),
        newSizeRow({ label: '50 ml', stock: '1' }),
      ],
    });
    expect(options).toEqual([
      {
        name: 'Size',
        values: [
          { label: '30 ml', labelAr: '30 مل', stock: 4 },
          { label: '50 ml', stock: 1 },
        ],
      },
    ]);
  });

  it('when the details are shown, then each Arabic field sits beside its English one, labelled and right to left', () => {
    const html = renderToStaticMarkup(
      <DetailsFields form={formFromProduct(arabicProduct)} change={() => undefined} categories={[]} />,
    );
    expect(html).toContain('Title (Arabic)');
    expect(html).toContain('Description (Arabic)');
    expect(html.match(/dir="rtl"/g)).toHaveLength(2);
    expect(html).toContain('lang="ar"');
    expect(html).toContain('value="أحمر شفاه مطفي"');
    expect(html.indexOf('>Title<')).toBeLessThan(html.indexOf('Title (Arabic)'));
    expect(html.indexOf('Title (Arabic)')).toBeLessThan(html.indexOf('>Description<'));
  });

  it('when option rows are shown, then each has its Arabic label input, right to left', () => {
    const html = renderToStaticMarkup(
      <OptionFields form={formFromProduct(arabicProduct)} change={() => undefined} />,
    );
    expect(html).toContain('Label (Arabic)');
    expect(html).toMatch(/value="نود وردي"[^>]*dir="rtl"|dir="rtl"[^>]*value="نود وردي"/);
  });
});
