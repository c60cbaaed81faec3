import { settingsDefaults, type SettingsShapes } from '../domain/settings/settings-defaults';

export const demoSettings: SettingsShapes = {
  configuration: {
    name: 'Glow & Co. Cairo',
    slogan1: 'Glow like you mean it',
    slogan2: 'Authentic beauty, delivered across Egypt',
    description:
      'Curated skincare, makeup and fragrance from the brands Egypt loves: 100% authentic, fairly priced in EGP and delivered to your door from Alexandria to Aswan.',
    aboutUs1:
      'Glow & Co. began in 2019 in a small studio in Zamalek, started by two friends who were tired of wondering whether the serum they bought online was the real thing. We set out to build the shop we wished existed: genuine products, honest advice and prices in Egyptian pounds with no surprises.',
    aboutUs2:
      'Today we deliver to every governorate in Egypt. Every product comes straight from the brand or its official distributor, is stored away from heat and sunlight, and is checked by hand before it leaves our Cairo warehouse. Our beauty advisers are one message away whenever you need help choosing what suits your skin.',
    nameAr: 'جلو آند كو القاهرة',
    slogan1Ar: 'تألقي كما تحبين',
    slogan2Ar: 'جمال أصلي يصلكِ في كل مصر',
    descriptionAr:
      'مختارات من العناية بالبشرة والمكياج والعطور من العلامات التي تحبها مصر: أصلية 100%، بأسعار عادلة بالجنيه المصري، وتصل إلى باب بيتكِ من الإسكندرية إلى أسوان.',
    aboutUs1Ar:
      'بدأت جلو آند كو عام 2019 في استوديو صغير في الزمالك، على يد صديقتين تعبتا من التساؤل إن كان السيروم الذي تشتريانه أونلاين أصلياً. أردنا أن نبني المتجر الذي تمنيناه: منتجات أصلية ونصيحة صادقة وأسعار بالجنيه المصري بلا مفاجآت.',
    aboutUs2Ar:
      'اليوم نوصّل إلى كل محافظات مصر. كل منتج يأتي مباشرة من العلامة التجارية أو من موزعها الرسمي، ويُحفظ بعيداً عن الحرارة وأشعة الشمس، ويُفحص يدوياً قبل أن يغادر مخزننا في القاهرة. مستشارات الجمال لدينا على بُعد رسالة كلما احتجتِ مساعدة في اختيار ما يناسب بشرتكِ.',
  },
  // the figures the storefront shows before they load, as a new shop's
  statistics: settingsDefaults.statistics,
  socialLinks: {
    instagram: 'https://www.instagram.com/glowandco.cairo',
    facebook: 'https://www.facebook.com/glowandco.cairo',
    tiktok: 'https://www.tiktok.com/@glowandco.cairo',
    twitter: '',
    phone1: '+20 100 123 4567',
    phone2: '+20 2 2735 1800',
  },
};
