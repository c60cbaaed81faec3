// A made-up cosmetics catalog of any size for the search benchmark: titles, Arabic titles, descriptions, shades
// and sizes drawn from word lists (seeded, so every run has the same products), as stored documents for the
// database and as the API's products for the index alone; and the words a shopper types.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './bench-stack.mjs';

const require = createRequire(path.join(root, 'services', 'catalog', 'package.json'));
const { ObjectId } = require('mongodb');

const BRANDS = ['Glow', 'Velvet', 'Nile', 'Lotus', 'Amber', 'Saffron', 'Jasmine', 'Cairo', 'Luxor', 'Siwa'];
const KINDS = [
  ['Serum', 'سيروم'],
  ['Moisturiser', 'مرطّب'],
  ['Lipstick', 'أحمر شفاه'],
  ['Cleanser', 'منظّف'],
  ['Toner', 'تونر'],
  ['Mascara', 'ماسكارا'],
  ['Foundation', 'كريم أساس'],
  ['Sunscreen', 'واقي شمس'],
  ['Face Mask', 'ماسك للوجه'],
  ['Eye Cream', 'كريم العين'],
];
const TRAITS = ['Hydrating', 'Matte', 'Vitamin C', 'Rose', 'Argan', 'Hyaluronic', 'Night', 'Daily', 'Silk', 'Retinol'];
const SHADES = ['Ruby', 'Nude', 'Coral', 'Mocha', 'Ivory', 'Berry', 'Sand', 'Honey'];
const CATEGORIES = [
  ['Skincare', 'العناية بالبشرة'],
  ['Makeup', 'المكياج'],
  ['Lips', 'الشفاه'],
  ['Eyes', 'العيون'],
  ['Sun Care', 'الحماية من الشمس'],
  ['Hair', 'الشعر'],
  ['Body', 'الجسم'],
  ['Fragrance', 'العطور'],
  ['Tools', 'الأدوات'],
  ['Sets', 'المجموعات'],
];

/** What the header asks while a shopper types: prefixes, whole words, typos, two words, Arabic. */
export const QUERIES = [
  { q: 'se', lang: 'en' },
  { q: 'seru', lang: 'en' },
  { q: 'serun', lang: 'en' },
  { q: 'vitamin c serum', lang: 'en' },
  { q: 'lipst', lang: 'en' },
  { q: 'moisturizer', lang: 'en' },
  { q: 'ruby', lang: 'en' },
  { q: 'hydra', lang: 'en' },
  { q: 'skincare', lang: 'en' },
  { q: 'سيروم', lang: 'ar' },
  { q: 'مرطب', lang: 'ar' },
  { q: 'احمر', lang: 'ar' },
];

function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function buildCatalog(count) {
  const pick = random(42);
  const one = (list) => list[Math.floor(pick() * list.length)];
  const now = new Date();
  const categoryDocs = CATEGORIES.map(([title, titleAr]) => ({
    _id: new ObjectId(),
    title,
    titleAr,
    titleKey: title.toLowerCase(),
    description: `${title} for every day.`,
    createdAt: now,
    updatedAt: now,
  }));
  const productDocs = [];
  for (let i = 0; i < count; i += 1) {
    const [kind, kindAr] = one(KINDS);
    const trait = one(TRAITS);
    const category = one(categoryDocs);
    const shades = [one(SHADES), one(SHADES)].filter((shade, j, all) => all.indexOf(shade) === j);
    productDocs.push({
      _id: new ObjectId(),
      title: `${one(BRANDS)} ${trait} ${kind} ${i}`,
      titleAr: `${kindAr} ${i}`,
      description: `A ${trait.toLowerCase()} ${kind.toLowerCase()} made in Egypt for every skin type.`,
      descriptionAr: `${kindAr} مناسب لكل أنواع البشرة.`,
      pricePiastres: 10_000 + Math.floor(pick() * 90_000),
      oldPricePiastres: 0,
      image: `https://images.example.com/${i}.jpg`,
      imageFileId: null,
      availability: true,
      product_category_id: category._id,
      rating: 4,
      reviews: 10,
      options: [{ name: 'Color', values: shades.map((label) => ({ label, hex: '#aa5566', stock: 10 })) }],
      isBundle: false,
      bundleCount: 1,
      createdAt: now,
      updatedAt: now,
      version: 1,
      stockOps: [],
    });
  }
  const productDtos = productDocs.map((doc) => ({
    _id: doc._id.toHexString(),
    title: doc.title,
    titleAr: doc.titleAr,
    description: doc.description,
    descriptionAr: doc.descriptionAr,
    price: doc.pricePiastres / 100,
    oldPrice: 0,
    image: doc.image,
    availability: true,
    product_category_id: doc.product_category_id.toHexString(),
    rating: doc.rating,
    reviews: doc.reviews,
    options: doc.options,
    isBundle: false,
    bundleCount: 1,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }));
  const categoryDtos = categoryDocs.map((doc) => ({ _id: doc._id.toHexString(), title: doc.title, titleAr: doc.titleAr }));
  return { productDocs, categoryDocs, productDtos, categoryDtos };
}
