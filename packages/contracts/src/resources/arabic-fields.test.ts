import { createProduct, placeOrder, product } from '../__fixtures__/samples';
import { ANNOUNCEMENT_CONTENT_MAX } from '../constants';
import { CreateAnnouncementBody, UpdateAnnouncementBody } from './announcement';
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_TITLE_MAX, CreateCategoryBody } from './category';
import { CreateFaqBody, FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, UpdateFaqBody } from './faq';
import { PlaceOrderBody } from './order';
import {
  CreateProductBody,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_TITLE_MAX,
  Product,
  UpdateProductBody,
} from './product';
import { CreateProductForm } from './product-form';
import { UpdateSiteConfigBody } from './site-config';
import { TaxShipping, TaxShippingBody } from './tax-shipping';
import { NAME_MAX } from '../common';
import { priceOrder } from '../pricing';

/* Decision 025: every customer-facing text has an optional Arabic twin `xAr` with the English field's limit. */

const arabic = (length: number) => 'ب'.repeat(length);

describe('products in Arabic', () => {
  it('when a product is sent without Arabic, then it passes exactly as before', () => {
    const parsed = CreateProductBody.parse(createProduct);
    expect(parsed).not.toHaveProperty('titleAr');
    expect(parsed).not.toHaveProperty('descriptionAr');
  });

  it('when Arabic title, description and option names are sent, then they are kept, trimmed', () => {
    const parsed = CreateProductBody.parse({
      ...createProduct,
      titleAr: '  أحمر شفاه مطفي ',
      descriptionAr: 'أحمر شفاه يدوم طويلاً بزبدة الشيا.',
      options: [{ name: 'Color', values: [{ label: 'Berry', labelAr: 'توتي', hex: '#8e3b5f', stock: 3 }] }],
    });
    expect(parsed.titleAr).toBe('أحمر شفاه مطفي');
    expect(parsed.descriptionAr).toBe('أحمر شفاه يدوم طويلاً بزبدة الشيا.');
    expect(parsed.options[0]!.values[0]).toMatchObject({ label: 'Berry', labelAr: 'توتي' });
  });

  it('when an Arabic text is longer than its English limit, then it is rejected', () => {
    expect(
      CreateProductBody.safeParse({ ...createProduct, titleAr: arabic(PRODUCT_TITLE_MAX) }).success,
    ).toBe(true);
    expect(
      CreateProductBody.safeParse({ ...createProduct, titleAr: arabic(PRODUCT_TITLE_MAX + 1) }).success,
    ).toBe(false);
    expect(
      CreateProductBody.safeParse({ ...createProduct, descriptionAr: arabic(PRODUCT_DESCRIPTION_MAX + 1) })
        .success,
    ).toBe(false);
    const longLabel = [{ name: 'Size', values: [{ label: '30 ml', labelAr: arabic(51), stock: 1 }] }];
    expect(CreateProductBody.safeParse({ ...createProduct, options: longLabel }).success).toBe(false);
  });

  it('when an edit sends an empty Arabic title, then it clears it; the English title stays required', () => {
    expect(UpdateProductBody.parse({ titleAr: '' })).toEqual({ titleAr: '' });
    expect(UpdateProductBody.safeParse({ title: '' }).success).toBe(false);
  });

  it('when the multipart form carries the Arabic fields, then they pass like JSON', () => {
    const form = { ...createProduct, price: '349.99', options: '[]', titleAr: 'سيروم', descriptionAr: '' };
    expect(CreateProductForm.parse(form)).toMatchObject({ titleAr: 'سيروم', descriptionAr: '' });
  });

  it('when a stored product has Arabic fields, then the entity keeps them; without them it still passes', () => {
    expect(Product.parse({ ...product, titleAr: 'سيروم' }).titleAr).toBe('سيروم');
    expect(Product.safeParse(product).success).toBe(true);
  });
});

describe('categories, FAQs, announcements and the configuration in Arabic', () => {
  const category = { title: 'Skincare', description: 'Serums and creams.' };

  it('when a category has Arabic names within the limits, then it passes; beyond, it is rejected', () => {
    expect(CreateCategoryBody.parse({ ...category, titleAr: 'العناية بالبشرة' }).titleAr).toBe(
      'العناية بالبشرة',
    );
    expect(
      CreateCategoryBody.safeParse({ ...category, titleAr: arabic(CATEGORY_TITLE_MAX + 1) }).success,
    ).toBe(false);
    expect(
      CreateCategoryBody.safeParse({ ...category, descriptionAr: arabic(CATEGORY_DESCRIPTION_MAX + 1) })
        .success,
    ).toBe(false);
  });

  it('when a FAQ has an Arabic question and answer, then they pass; too long is rejected', () => {
    const faq = { question: 'Do you ship?', answer: 'Yes.', questionAr: 'هل تشحنون؟', answerAr: 'نعم.' };
    expect(CreateFaqBody.parse(faq)).toMatchObject({ questionAr: 'هل تشحنون؟', answerAr: 'نعم.' });
    expect(CreateFaqBody.safeParse({ ...faq, questionAr: arabic(FAQ_QUESTION_MAX + 1) }).success).toBe(false);
    expect(CreateFaqBody.safeParse({ ...faq, answerAr: arabic(FAQ_ANSWER_MAX + 1) }).success).toBe(false);
    expect(UpdateFaqBody.safeParse({ answerAr: 'نعم، لكل المحافظات.' }).success).toBe(true);
  });

  it('when an announcement has Arabic text, then it passes alone as an edit; too long names its limit', () => {
    expect(CreateAnnouncementBody.parse({ content: 'Free shipping', contentAr: 'شحن مجاني' }).contentAr).toBe(
      'شحن مجاني',
    );
    expect(UpdateAnnouncementBody.safeParse({ contentAr: 'شحن مجاني' }).success).toBe(true);
    const tooLong = UpdateAnnouncementBody.safeParse({ contentAr: arabic(ANNOUNCEMENT_CONTENT_MAX + 1) });
    expect(tooLong.error?.issues[0]?.message).toBe(
      `Arabic announcement content must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`,
    );
  });

  it('when the configuration has Arabic texts, then they pass within the English limits', () => {
    expect(UpdateSiteConfigBody.parse({ slogan1Ar: 'الجمال يصل إليكِ' }).slogan1Ar).toBe('الجمال يصل إليكِ');
    expect(UpdateSiteConfigBody.safeParse({ slogan1Ar: arabic(201) }).success).toBe(false);
    expect(UpdateSiteConfigBody.safeParse({ aboutUs2Ar: arabic(5001) }).success).toBe(false);
  });
});

describe('taxes in Arabic', () => {
  const vat = { taxName: 'VAT', value: 14 };
  const body = (tax: object) => ({ defaultShippingValue: 50, taxes: [tax] });

  it('when a tax is saved without an Arabic name, then it passes exactly as before', () => {
    expect(TaxShippingBody.parse(body(vat)).taxes[0]).toEqual(vat);
  });

  it('when a tax has an Arabic name, then it is kept, trimmed; beyond the English limit it is rejected', () => {
    const parsed = TaxShippingBody.parse(body({ ...vat, taxNameAr: ' ضريبة القيمة المضافة ' }));
    expect(parsed.taxes[0]?.taxNameAr).toBe('ضريبة القيمة المضافة');
    expect(TaxShippingBody.safeParse(body({ ...vat, taxNameAr: arabic(NAME_MAX) })).success).toBe(true);
    expect(TaxShippingBody.safeParse(body({ ...vat, taxNameAr: arabic(NAME_MAX + 1) })).success).toBe(false);
  });

  it('when the stored settings carry the Arabic name, then the record keeps it; without it still passes', () => {
    const stored = { _id: '65f1a2b3c4d5e6f708192a3b', defaultShippingValue: 50, shippingRates: [] };
    const withArabic = TaxShipping.parse({ ...stored, taxes: [{ ...vat, taxNameAr: 'ضريبة' }] });
    expect(withArabic.taxes[0]?.taxNameAr).toBe('ضريبة');
    expect(TaxShipping.safeParse({ ...stored, taxes: [vat] }).success).toBe(true);
  });

  it('when an order is priced, then each tax line keeps its Arabic name beside its amount', () => {
    const priced = priceOrder({
      lines: [{ unitPrice: 100, quantity: 1 }],
      taxes: [
        { ...vat, taxNameAr: 'ضريبة القيمة المضافة' },
        { taxName: 'Stamp', value: 1 },
      ],
      shipping: { defaultShippingValue: 0, shippingRates: [] },
      city: null,
    });
    expect(priced.taxes).toEqual([
      { taxName: 'VAT', taxNameAr: 'ضريبة القيمة المضافة', value: 14, amount: 14 },
      { taxName: 'Stamp', value: 1, amount: 1 },
    ]);
  });
});

describe('the order language', () => {
  it('when the checkout leaves the language out, then the order is English', () => {
    expect(PlaceOrderBody.parse(placeOrder).language).toBe('en');
  });

  it('when the checkout sends ar, then it is kept; any other language is rejected', () => {
    expect(PlaceOrderBody.parse({ ...placeOrder, language: 'ar' }).language).toBe('ar');
    expect(PlaceOrderBody.safeParse({ ...placeOrder, language: 'fr' }).success).toBe(false);
  });
});
