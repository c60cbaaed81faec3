import type { MailCatalogue } from './en';

/*
 * The order e-mails' words in Arabic (decision 025), for orders placed on the Arabic storefront. Written to be read
 * by a shopper in Egypt: Modern Standard Arabic, short sentences, the customer addressed without gender.
 */
export const ar: MailCatalogue = {
  subject: {
    placed: 'تم استلام طلبك {{number}} من {{shop}}',
    status: 'طلبك {{number}} من {{shop}} {{headline}}',
  },
  intro: {
    thanks: 'شكراً لتسوقك من {{shop}}! استلمنا طلبك {{number}} وسنتواصل معك في أقرب وقت ممكن.',
    placedStatus: 'الحالة: {{status}}.',
    changed: 'طلبك {{number}} {{headline}}.',
    newStatus: 'الحالة الجديدة: {{status}}.',
  },
  greeting: { named: 'مرحباً {{name}}،', plain: 'مرحباً،' },
  track: { label: 'تابع طلبك' },
  heading: 'الطلب {{number}}، بتاريخ {{date}}',
  table: { item: 'المنتج', quantity: 'الكمية', price: 'السعر', total: 'الإجمالي' },
  line: { quantityTimes: '× {{quantity}}', each: '{{price}} للقطعة' },
  figures: {
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    discountWithCode: 'الخصم ({{code}})',
    tax: '{{name}} ({{rate}}%)',
    includedTax: 'شامل: {{amount}}',
    shipping: 'الشحن',
    free: 'مجاني',
    total: 'الإجمالي',
  },
  payment: {
    label: 'طريقة الدفع',
    cash_on_delivery: 'الدفع نقداً عند الاستلام',
    card_on_delivery: 'الدفع بالبطاقة عند الاستلام',
  },
  delivery: { label: 'موعد التوصيل المتوقع' },
  address: {
    heading: 'عنوان الشحن',
    floor: 'الدور {{floor}}',
    apartment: 'شقة {{apartment}}',
    landmark: 'علامة مميزة: {{landmark}}',
    phone: 'الهاتف: {{phone}}',
  },
  options: { Color: 'اللون', Size: 'المقاس' },
  status: {
    Incoming: 'تم الاستلام',
    Processing: 'قيد التجهيز',
    'Ready to Ship': 'جاهز للشحن',
    'Out For Delivery': 'خرج للتوصيل',
    Cancelled: 'ملغي',
    'On Hold': 'معلّق',
    Refunded: 'تم رد المبلغ',
    Archived: 'مؤرشف',
  },
  statusWords: {
    Incoming: {
      headline: 'تم استلامه',
      detail: 'وصلنا طلبك وسنبدأ تجهيزه قريباً.',
    },
    Processing: {
      headline: 'قيد التجهيز',
      detail: 'فريقنا يجمع منتجاتك ويغلّفها الآن.',
    },
    'Ready to Ship': {
      headline: 'تم تغليفه وجاهز للشحن',
      detail: 'طردك في انتظار المندوب وسيكون في طريقه إليك قريباً.',
    },
    'Out For Delivery': {
      headline: 'خرج للتوصيل',
      detail: 'طردك مع المندوب الآن. يُرجى إبقاء هاتفك قريباً منك ليتمكن من الوصول إليك.',
    },
    'On Hold': {
      headline: 'معلّق مؤقتاً',
      detail: 'أوقفنا طلبك لحظات. إذا احتجنا أي شيء منك فسنتواصل معك.',
    },
    Cancelled: {
      headline: 'تم إلغاؤه',
      detail: 'لن يتم توصيل طلبك. إذا لم تطلب ذلك، يُرجى التواصل معنا.',
    },
    Refunded: {
      headline: 'تم رد مبلغه',
      detail: 'المبلغ الذي دفعته مقابل هذا الطلب في طريقه إليك.',
    },
  },
};
