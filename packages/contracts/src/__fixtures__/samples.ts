/*
 * Realistic payloads shared by the tests: each is what a well-behaved client or service sends,
 * so a test can break exactly one thing at a time.
 */

export const ids = {
  product: '65f1a2b3c4d5e6f708192a3b',
  category: '65f1a2b3c4d5e6f708192a3c',
  unassigned: '65f1a2b3c4d5e6f708192a3d',
  order: '65f1a2b3c4d5e6f708192a3e',
  promo: '65f1a2b3c4d5e6f708192a3f',
  user: '65f1a2b3c4d5e6f708192a40',
  item: '65f1a2b3c4d5e6f708192a41',
};

export const session = 'Yk3x_9QpLr2T-vWm8ZaB1c';
export const now = '2025-03-14T10:15:30.000Z';

export const colorOption = {
  name: 'Color',
  values: [
    { label: 'Rose Nude', hex: '#d8a39d', stock: 12 },
    { label: 'Berry', hex: '#8e3b5f', stock: 0 },
  ],
};
export const sizeOption = { name: 'Size', values: [{ label: '30 ml', stock: 40 }] };

export const createProduct = {
  title: 'Velvet Matte Lipstick',
  description: 'Long-wear matte lipstick enriched with shea butter.',
  price: 349.99,
  product_category_id: ids.category,
  options: [colorOption],
};

export const product = {
  _id: ids.product,
  title: 'Velvet Matte Lipstick',
  description: 'Long-wear matte lipstick enriched with shea butter.',
  price: 349.99,
  oldPrice: 420,
  image: `/api/images/${ids.product}`,
  availability: true,
  product_category_id: ids.category,
  rating: 4.6,
  reviews: 128,
  options: [colorOption, sizeOption],
  isBundle: false,
  bundleCount: 1,
  createdAt: now,
};

export const shippingInfo = {
  firstName: 'Mariam',
  lastName: 'Hassan',
  email: 'mariam.hassan@example.com',
  phone: '+20 100 123 4567',
  street: '12 El Tahrir St',
  city: 'Giza',
  floor: '3',
  apartment: '',
};

export const placeOrder = {
  sessionId: session,
  shippingInfo,
  promoCode: 'RAMADAN25',
  cartItems: [
    {
      _id: ids.product,
      name: 'Velvet Matte Lipstick',
      price: 349.99,
      quantity: 2,
      selectedOptions: [{ name: 'Color', value: 'Berry' }],
    },
  ],
  promoId: ids.promo,
  discountAmount: 87.5,
};

export const order = {
  _id: ids.order,
  customerInfo: {
    firstName: 'Mariam',
    lastName: 'Hassan',
    phone: '+20 100 123 4567',
    email: 'mariam.hassan@example.com',
    address: {
      street: '12 El Tahrir St',
      city: 'Giza',
      floor: '3',
      apartment: '',
      landmark: 'Near the metro',
    },
  },
  customerName: 'Mariam Hassan',
  items: [
    {
      _id: ids.item,
      quantity: 2,
      selectedOptions: [{ name: 'Color', value: 'Berry' }],
      product: {
        _id: ids.product,
        title: 'Velvet Matte Lipstick',
        description: 'Long-wear matte lipstick.',
        price: 349.99,
        image: '',
        isBundle: false,
        options: [colorOption],
      },
      lineTotal: 699.98,
    },
  ],
  subtotal: 699.98,
  discountAmount: 175,
  shippingCost: 60,
  taxes: [{ taxName: 'VAT', value: 14, amount: 73.5 }],
  totalAmount: 658.48,
  promoCode: 'RAMADAN25',
  promoDetails: {
    promoCode: 'RAMADAN25',
    discountAmount: 175,
    discountType: 'percentage',
    discountValue: 25,
  },
  status: 'Incoming',
  sessionId: session,
  userId: null,
  createdAt: now,
  updatedAt: now,
};

export const createPromo = {
  promo_code: 'RAMADAN25',
  start_date: '2025-03-01',
  expiration_date: '2025-03-30T23:59:59.000Z',
  discountType: 'percentage',
  discountValue: 25,
  status: 'active',
};

export const signup = {
  first_name: 'Mariam',
  last_name: 'Hassan',
  email: 'mariam.hassan@example.com',
  password: 'Rose-Gold-2025',
};

export const user = {
  _id: ids.user,
  first_name: 'Mariam',
  last_name: 'Hassan',
  email: 'mariam.hassan@example.com',
  phone_number: '01001234567',
  gender: 'Female',
  address: { city: 'Giza', country: 'Egypt' },
  is_admin: false,
  is_moderator: false,
  isVerified: true,
  lastLogin: now,
};

export const review = {
  _id: ids.item,
  name: 'Nour',
  email: 'nour@example.com',
  phoneNumber: '',
  comment: 'The serum arrived in two days and my skin loves it.',
  rating: 5,
  visibility: true,
  createdAt: now,
};

export const envelope = (type: string, data: unknown) => ({
  id: '3f1c2b7e-9a4d-4c21-8b5e-2d7f0a6c9e13',
  type,
  version: 1,
  occurredAt: now,
  traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
  data,
});
export { orderPlacedData } from './order-placed';
export {
  categoryList,
  siteConfig,
  siteStats,
  socialLinks,
  visibleAnnouncement,
  visibleAnnouncements,
} from './site-content';
export { galleryMain, galleryNude, shadeGalleryProduct } from './shade-gallery';
