/*
 * The demo shop in Arabic (decision 025): each English demo text's Arabic twin, keyed by the English text so the
 * two lists cannot drift apart unnoticed (the seed test checks every demo text has its twin). Sizes keep Western
 * digits, as the storefront shows numbers in Arabic (ar-EG-u-nu-latn).
 */

export interface ArabicTexts {
  titleAr: string;
  descriptionAr: string;
}

export const DEMO_CATEGORIES_AR: Record<string, ArabicTexts> = {
  Makeup: { titleAr: 'المكياج', descriptionAr: 'أحمر شفاه وكريم أساس وماسكارا وباليتات لكل إطلالة.' },
  Skincare: { titleAr: 'العناية بالبشرة', descriptionAr: 'غسول وسيروم وكريمات لبشرة صحية ومشرقة.' },
  Haircare: { titleAr: 'العناية بالشعر', descriptionAr: 'شامبو وماسكات ومنتجات تصفيف لشعر ناعم وقوي.' },
  Fragrance: { titleAr: 'العطور', descriptionAr: 'عطور ومعطرات جسم بنفحات شرقية وزهرية.' },
  'Bath & Body': { titleAr: 'الاستحمام والجسم', descriptionAr: 'لوشن ومقشرات وأملاح استحمام لدلال كل يوم.' },
};

export const DEMO_PRODUCTS_AR: Record<string, ArabicTexts> = {
  'Velvet Matte Lipstick': {
    titleAr: 'أحمر شفاه مطفي مخملي',
    descriptionAr: 'أحمر شفاه مطفي يدوم طويلاً غني بزبدة الشيا؛ لون مريح يثبت حتى 12 ساعة.',
  },
  'Silk Glow Foundation': {
    titleAr: 'كريم أساس سيلك جلو',
    descriptionAr: 'كريم أساس خفيف بتغطية متوسطة ولمسة نهائية ساتان طبيعية مع عامل حماية SPF 15.',
  },
  'Lash Lift Volume Mascara': {
    titleAr: 'ماسكارا لاش ليفت للكثافة',
    descriptionAr: 'كثافة قابلة للبناء وتقويس للرموش بلا تكتل؛ مقاومة للتلطخ وسهلة الإزالة.',
  },
  'Sunset Eyeshadow Palette': {
    titleAr: 'باليت ظلال عيون الغروب',
    descriptionAr: 'اثنا عشر لوناً دافئاً بين المطفي واللامع، من الخوخي الناعم إلى البرونزي العميق.',
  },
  'Gel Shine Nail Polish': {
    titleAr: 'طلاء أظافر جل لامع',
    descriptionAr: 'لمعان يشبه الجل من طبقتين دون الحاجة إلى جهاز؛ يقاوم التقشر حتى 7 أيام.',
  },
  'Hydra Boost Serum': {
    titleAr: 'سيروم هيدرا بوست المرطب',
    descriptionAr: 'سيروم بحمض الهيالورونيك يملأ البشرة ويرطبها لمدة 72 ساعة.',
  },
  'Vitamin C Brightening Cream': {
    titleAr: 'كريم مرطّب بفيتامين سي للتفتيح',
    descriptionAr: 'مرطب يومي بفيتامين سي بتركيز 10% لتوحيد لون البشرة ومنحها إشراقة.',
  },
  'Gentle Foaming Cleanser': {
    titleAr: 'غسول رغوي لطيف',
    descriptionAr: 'غسول خالٍ من الصابون بالبابونج يزيل المكياج دون أن يجفف البشرة.',
  },
  'Night Repair Eye Cream': {
    titleAr: 'كريم العين الليلي المجدد',
    descriptionAr: 'كريم للعين بالببتيدات ينعّم الخطوط الدقيقة ويفتّح الهالات السوداء أثناء الليل.',
  },
  'Argan Oil Hair Mask': {
    titleAr: 'ماسك الشعر بزيت الأرغان',
    descriptionAr: 'ماسك إصلاح عميق بزيت الأرغان المغربي للشعر الجاف والتالف.',
  },
  'Keratin Smooth Shampoo': {
    titleAr: 'شامبو الكيراتين للنعومة',
    descriptionAr: 'شامبو خالٍ من الكبريتات بالكيراتين يروّض الهيشان ويمنح الشعر لمعاناً.',
  },
  'Curl Defining Cream': {
    titleAr: 'كريم تحديد الكيرلي',
    descriptionAr: 'كريم خفيف الثبات يحدد الشعر المجعد ويقاوم الرطوبة، بزيت جوز الهند.',
  },
  'Oud Rose Eau de Parfum': {
    titleAr: 'عطر عود وورد أو دو بارفان',
    descriptionAr: 'مزيج شرقي غني من الورد الطائفي والعود والعنبر؛ عطر مسائي يدوم طويلاً.',
  },
  'Jasmine Breeze Body Mist': {
    titleAr: 'معطر جسم نسيم الياسمين',
    descriptionAr: 'رذاذ منعش بالياسمين والحمضيات ينعشكِ طوال اليوم.',
  },
  'Amber Vanilla Eau de Toilette': {
    titleAr: 'عطر عنبر وفانيليا أو دو تواليت',
    descriptionAr: 'فانيليا وعنبر دافئان على قاعدة ناعمة من المسك.',
  },
  'Shea Butter Body Lotion': {
    titleAr: 'لوشن الجسم بزبدة الشيا',
    descriptionAr: 'لوشن سريع الامتصاص بزبدة الشيا بتركيز 10% لنعومة تدوم 48 ساعة.',
  },
  'Coffee Scrub Body Polish': {
    titleAr: 'مقشر الجسم بالقهوة',
    descriptionAr: 'مقشر بقهوة أرابيكا وزيت جوز الهند لبشرة ناعمة ومتوهجة.',
  },
  'Lavender Bath Salts': {
    titleAr: 'أملاح استحمام باللافندر',
    descriptionAr: 'أملاح البحر الميت بزيت اللافندر لحمّام مهدئ.',
  },
  'Lip Trio Bundle': {
    titleAr: 'مجموعة ثلاثي الشفاه',
    descriptionAr: 'ثلاث قطع من أحمر الشفاه المطفي المخملي تختارينها بسعر المجموعة.',
  },
  'Glow Serum Duo': {
    titleAr: 'ثنائي سيروم فيتامين سي والترطيب',
    descriptionAr: 'سيروم هيدرا بوست وكريم فيتامين سي للتفتيح معاً لروتين الصباح والمساء.',
  },
};

/** Colour and size names; sizes keep their Western digits and take the Arabic unit. */
export const DEMO_OPTION_LABELS_AR: Record<string, string> = {
  'Ruby Red': 'أحمر ياقوتي',
  'Rose Nude': 'نود وردي',
  'Berry Crush': 'توتي',
  'Coral Kiss': 'مرجاني',
  Ivory: 'عاجي',
  Sand: 'رملي',
  Honey: 'عسلي',
  Mocha: 'موكا',
  'Jet Black': 'أسود فاحم',
  'Brown Black': 'أسود بني',
  Cherry: 'كرزي',
  'Blush Pink': 'وردي فاتح',
  'Midnight Blue': 'أزرق داكن',
  'Nude Beige': 'بيج نود',
};

/** '30 ml' -> '30 مل', '200 g' -> '200 جم'; a colour name from the list above. */
export function arabicOptionLabel(label: string): string | undefined {
  const size = /^(\d+) (ml|g)$/.exec(label);
  if (size) return `${size[1]} ${size[2] === 'ml' ? 'مل' : 'جم'}`;
  return DEMO_OPTION_LABELS_AR[label];
}
