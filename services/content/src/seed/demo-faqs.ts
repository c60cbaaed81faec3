import type { FaqFields } from '../domain/faqs/faq-repository';

/** Six visible FAQs and one hidden draft, each in English and Arabic; their order here is the storefront's. */
export const demoFaqs: FaqFields[] = [
  {
    question: 'How long does delivery take?',
    questionAr: 'كم تستغرق مدة التوصيل؟',
    answerAr:
      'تصل الطلبات في القاهرة والجيزة خلال 1–2 يوم عمل. الإسكندرية والدلتا خلال 2–3 أيام عمل، والصعيد ومدن القناة والبحر الأحمر خلال 3–5 أيام عمل. نرسل لكِ رسالة نصية فور خروج طلبكِ من مخزننا.',
    answer:
      'Orders in Cairo and Giza arrive within 1–2 working days. Alexandria and the Delta take 2–3 working days, and Upper Egypt, the Canal cities and the Red Sea 3–5 working days. We send you a text message as soon as your order leaves our warehouse.',
    visibility: true,
  },
  {
    question: 'Can I pay cash on delivery?',
    questionAr: 'هل يمكنني الدفع نقداً عند الاستلام؟',
    answerAr:
      'نعم. الدفع نقداً عند الاستلام متاح في كل الأماكن التي نوصّل إليها في مصر. يُرجى تجهيز المبلغ بالضبط، فالمندوب لا يحمل فكة دائماً.',
    answer:
      'Yes. Cash on delivery is available everywhere we deliver in Egypt. Please have the exact amount ready, as couriers do not always carry change.',
    visibility: true,
  },
  {
    question: 'Are your products authentic?',
    questionAr: 'هل منتجاتكم أصلية؟',
    answerAr:
      'دائماً. نشتري فقط من العلامات التجارية نفسها أو من موزعيها الرسميين في مصر، ولا نبيع أبداً بضاعة موازية أو معاد تعبئتها. يصل كل منتج مغلقاً، ورقم التشغيلة وتاريخ الصلاحية مطبوعان على العبوة.',
    answer:
      'Always. We buy only from the brands themselves or their official distributors in Egypt and never sell grey-market or repackaged stock. Every item arrives sealed, with its batch number and expiry date printed on the pack.',
    visibility: true,
  },
  {
    question: 'What is your return policy?',
    questionAr: 'ما هي سياسة الاسترجاع؟',
    answerAr:
      'يمكنكِ إرجاع أي منتج غير مفتوح خلال 14 يوماً من الاستلام واسترداد المبلغ كاملاً. وإذا وصل منتج تالفاً أو غير الذي طلبتِه، تواصلي معنا خلال 48 ساعة وسنستبدله مجاناً.',
    answer:
      'You can return any unopened product within 14 days of delivery for a full refund. If something arrives damaged or is not what you ordered, contact us within 48 hours and we will replace it free of charge.',
    visibility: true,
  },
  {
    question: 'How do I know which products suit my skin type?',
    questionAr: 'كيف أعرف المنتجات المناسبة لنوع بشرتي؟',
    answerAr:
      'كل صفحة منتج توضح أنواع البشرة المناسبة له. وإذا لم تكوني متأكدة، أرسلي لنا رسالة بنوع بشرتكِ وما يقلقكِ (مثلاً دهنية مع حبوب، أو جافة وحساسة) وستقترح عليكِ إحدى مستشارات الجمال روتيناً يناسبكِ.',
    answer:
      'Every product page says which skin types it is made for. If you are unsure, send us a message with your skin type and concerns (for example oily with breakouts, or dry and sensitive) and one of our beauty advisers will suggest a routine.',
    visibility: true,
  },
  {
    question: 'How can I track my order?',
    questionAr: 'كيف أتابع طلبي؟',
    answerAr:
      'بمجرد شحن طلبكِ نرسل لكِ رقم تتبع شركة الشحن في رسالة نصية. ويمكنكِ أيضاً الاتصال بنا أو استخدام نموذج التواصل مع رقم طلبكِ وسنخبركِ بمكانه بالضبط.',
    answer:
      "Once your order ships we text you the courier's tracking number. You can also call us or use the contact form with your order number and we will tell you exactly where it is.",
    visibility: true,
  },
  {
    question: 'Do you ship outside Egypt?',
    questionAr: 'هل تشحنون خارج مصر؟',
    answerAr: 'ليس بعد. نوصّل داخل مصر فقط حالياً، ونعمل على الشحن إلى دول أخرى في المنطقة.',
    answer:
      'Not yet. We deliver only within Egypt for now, and we are working on shipping to other countries in the region.',
    visibility: false,
  },
];
