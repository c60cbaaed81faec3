import type { ProductOption } from '@shop/contracts';

export interface DemoProduct {
  title: string;
  category: string;
  description: string;
  price: number;
  oldPrice?: number;
  rating: number;
  reviews: number;
  /** Tints the generated picture. */
  tint: string;
  options: ProductOption[];
  bundleCount?: number;
  soldOut?: boolean;
}

export const DEMO_CATEGORIES = [
  { title: 'Makeup', description: 'Lipsticks, foundations, mascaras and palettes for every look.' },
  { title: 'Skincare', description: 'Cleansers, serums and creams for healthy, glowing skin.' },
  { title: 'Haircare', description: 'Shampoos, masks and stylers for soft, strong hair.' },
  { title: 'Fragrance', description: 'Perfumes and body mists with oriental and floral notes.' },
  { title: 'Bath & Body', description: 'Lotions, scrubs and bath treats for daily pampering.' },
];

const color = (values: Array<[string, string, number]>): ProductOption => ({
  name: 'Color',
  values: values.map(([label, hex, stock]) => ({ label, hex, stock })),
});
const size = (values: Array<[string, number]>): ProductOption => ({
  name: 'Size',
  values: values.map(([label, stock]) => ({ label, stock })),
});

const lipColors = color([
  ['Ruby Red', '#9b111e', 24],
  ['Rose Nude', '#d8a39d', 18],
  ['Berry Crush', '#8e3b5f', 0],
  ['Coral Kiss', '#f88379', 12],
]);

/** Oldest first: each product is an hour newer than the one before it. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    title: 'Velvet Matte Lipstick',
    category: 'Makeup',
    description:
      'Long-wear matte lipstick enriched with shea butter; comfortable colour that lasts up to 12 hours.',
    price: 349,
    oldPrice: 420,
    rating: 4.6,
    reviews: 128,
    tint: '#9b111e',
    options: [lipColors],
  },
  {
    title: 'Silk Glow Foundation',
    category: 'Makeup',
    description: 'Lightweight medium-coverage foundation with a natural satin finish and SPF 15.',
    price: 649,
    rating: 4.4,
    reviews: 86,
    tint: '#e0bf94',
    options: [
      color([
        ['Ivory', '#f3e0c8', 15],
        ['Sand', '#e0bf94', 20],
        ['Honey', '#c68e5c', 9],
        ['Mocha', '#8d5a3b', 6],
      ]),
      size([['30 ml', 50]]),
    ],
  },
  {
    title: 'Lash Lift Volume Mascara',
    category: 'Makeup',
    description: 'Buildable volume and curl without clumps; smudge-proof and easy to remove.',
    price: 289.5,
    rating: 4.7,
    reviews: 203,
    tint: '#3b2a20',
    options: [
      color([
        ['Jet Black', '#0b0b0b', 40],
        ['Brown Black', '#3b2a20', 22],
      ]),
    ],
  },
  {
    title: 'Sunset Eyeshadow Palette',
    category: 'Makeup',
    description: 'Twelve warm mattes and shimmers, from soft peach to deep bronze.',
    price: 799,
    oldPrice: 950,
    rating: 4.8,
    reviews: 64,
    tint: '#e07a5f',
    options: [],
  },
  {
    title: 'Gel Shine Nail Polish',
    category: 'Makeup',
    description: 'Gel-like shine in two coats, no lamp needed; chip-resistant for up to 7 days.',
    price: 129,
    rating: 4.3,
    reviews: 57,
    tint: '#b0172f',
    options: [
      color([
        ['Cherry', '#b0172f', 30],
        ['Blush Pink', '#f4c2c2', 25],
        ['Midnight Blue', '#191970', 0],
        ['Nude Beige', '#e3c8a8', 14],
      ]),
    ],
  },
  {
    title: 'Hydra Boost Serum',
    category: 'Skincare',
    description: 'Hyaluronic acid serum that plumps and hydrates for 72 hours.',
    price: 549,
    rating: 4.5,
    reviews: 97,
    tint: '#7fb7be',
    options: [
      size([
        ['30 ml', 25],
        ['50 ml', 14],
      ]),
    ],
  },
  {
    title: 'Vitamin C Brightening Cream',
    category: 'Skincare',
    description: 'Daily moisturiser with 10% vitamin C to even out tone and boost radiance.',
    price: 475,
    oldPrice: 560,
    rating: 4.3,
    reviews: 51,
    tint: '#f4a259',
    options: [size([['50 ml', 30]])],
  },
  {
    title: 'Gentle Foaming Cleanser',
    category: 'Skincare',
    description: 'Soap-free cleanser with chamomile that removes makeup without drying.',
    price: 215,
    rating: 4.2,
    reviews: 140,
    tint: '#a8d5ba',
    options: [
      size([
        ['150 ml', 60],
        ['300 ml', 35],
      ]),
    ],
  },
  {
    title: 'Night Repair Eye Cream',
    category: 'Skincare',
    description: 'Peptide eye cream that smooths fine lines and brightens dark circles overnight.',
    price: 399,
    rating: 4.6,
    reviews: 38,
    tint: '#6c5b7b',
    options: [size([['15 ml', 0]])],
    soldOut: true,
  },
  {
    title: 'Argan Oil Hair Mask',
    category: 'Haircare',
    description: 'Deep-repair mask with Moroccan argan oil for dry and damaged hair.',
    price: 325,
    rating: 4.4,
    reviews: 73,
    tint: '#c98b2b',
    options: [size([['250 ml', 28]])],
  },
  {
    title: 'Keratin Smooth Shampoo',
    category: 'Haircare',
    description: 'Sulphate-free shampoo with keratin that tames frizz and adds shine.',
    price: 189.99,
    oldPrice: 230,
    rating: 4.1,
    reviews: 112,
    tint: '#d4a373',
    options: [
      size([
        ['400 ml', 45],
        ['750 ml', 20],
      ]),
    ],
  },
  {
    title: 'Curl Defining Cream',
    category: 'Haircare',
    description: 'Light-hold cream that defines curls and fights humidity, with coconut oil.',
    price: 259,
    rating: 4,
    reviews: 19,
    tint: '#8c6a5d',
    options: [size([['200 ml', 0]])],
    soldOut: true,
  },
  {
    title: 'Oud Rose Eau de Parfum',
    category: 'Fragrance',
    description: 'Rich oriental blend of Taif rose, oud and amber; long-lasting evening scent.',
    price: 1299,
    oldPrice: 1500,
    rating: 4.9,
    reviews: 45,
    tint: '#7b2d42',
    options: [
      size([
        ['50 ml', 8],
        ['100 ml', 5],
      ]),
    ],
  },
  {
    title: 'Jasmine Breeze Body Mist',
    category: 'Fragrance',
    description: 'Fresh jasmine and citrus mist to refresh through the day.',
    price: 349,
    rating: 4.3,
    reviews: 58,
    tint: '#f2e3bc',
    options: [
      size([
        ['100 ml', 26],
        ['250 ml', 12],
      ]),
    ],
  },
  {
    title: 'Amber Vanilla Eau de Toilette',
    category: 'Fragrance',
    description: 'Warm vanilla and amber with a soft musk base.',
    price: 899,
    rating: 4.5,
    reviews: 33,
    tint: '#d08c60',
    options: [size([['75 ml', 11]])],
  },
  {
    title: 'Shea Butter Body Lotion',
    category: 'Bath & Body',
    description: 'Fast-absorbing lotion with 10% shea butter for 48-hour softness.',
    price: 229,
    rating: 4.5,
    reviews: 90,
    tint: '#f1dca7',
    options: [
      size([
        ['250 ml', 40],
        ['500 ml', 18],
      ]),
    ],
  },
  {
    title: 'Coffee Scrub Body Polish',
    category: 'Bath & Body',
    description: 'Exfoliating scrub with Arabica coffee and coconut oil for smooth, glowing skin.',
    price: 199,
    oldPrice: 249,
    rating: 4.4,
    reviews: 66,
    tint: '#6f4e37',
    options: [size([['200 g', 30]])],
  },
  {
    title: 'Lavender Bath Salts',
    category: 'Bath & Body',
    description: 'Dead Sea salts with lavender oil for a calming soak.',
    price: 149.5,
    rating: 4.2,
    reviews: 31,
    tint: '#b497d6',
    options: [size([['500 g', 22]])],
  },
  {
    title: 'Lip Trio Bundle',
    category: 'Makeup',
    description: 'Three Velvet Matte Lipsticks of your choice at a bundle price.',
    price: 899,
    oldPrice: 1047,
    rating: 4.7,
    reviews: 42,
    tint: '#d8a39d',
    options: [
      color([
        ['Ruby Red', '#9b111e', 10],
        ['Rose Nude', '#d8a39d', 10],
        ['Coral Kiss', '#f88379', 10],
      ]),
    ],
    bundleCount: 3,
  },
  {
    title: 'Glow Serum Duo',
    category: 'Skincare',
    description:
      'Hydra Boost Serum and Vitamin C Brightening Cream together for a morning and evening routine.',
    price: 899,
    oldPrice: 1024,
    rating: 4.7,
    reviews: 22,
    tint: '#7fb7be',
    options: [
      size([
        ['30 ml', 12],
        ['50 ml', 6],
      ]),
    ],
    bundleCount: 2,
  },
];
