/**
 * Words of the demo corpus: print-on-demand and dropship niches, products, offers and post texts,
 * in English and Vietnamese. Templates fill {who}, {product}, {holiday}, {offer}, {brand}.
 */

export interface Niche {
  /** Tag and search key. */
  key: string;
  group: 'occupation' | 'hobby' | 'family' | 'pet' | 'holiday' | 'personalised';
  /** Who the product is for, in a sentence: 'proud nurses'. */
  who: string;
  /** The Vietnamese reader's words for the same people. */
  whoVi: string;
  /** Brand-name stems for pages and store hosts. */
  brands: readonly string[];
}

export const niches: readonly Niche[] = [
  {
    key: 'nurse',
    group: 'occupation',
    who: 'nurses',
    whoVi: 'y tá',
    brands: ['Nurse Life', 'Scrub Squad', 'Night Shift Nurse'],
  },
  {
    key: 'teacher',
    group: 'occupation',
    who: 'teachers',
    whoVi: 'thầy cô giáo',
    brands: ['Proud Teacher', 'Teach Love Inspire', 'Classroom Crew'],
  },
  {
    key: 'trucker',
    group: 'occupation',
    who: 'truckers',
    whoVi: 'tài xế xe tải',
    brands: ['Trucker Pride', 'Big Rig Life', 'Long Haul Tees'],
  },
  {
    key: 'firefighter',
    group: 'occupation',
    who: 'firefighters',
    whoVi: 'lính cứu hỏa',
    brands: ['Fire Crew', 'Brave Firefighter'],
  },
  {
    key: 'mechanic',
    group: 'occupation',
    who: 'mechanics',
    whoVi: 'thợ máy',
    brands: ['Grease Monkey', 'Wrench Life'],
  },
  {
    key: 'electrician',
    group: 'occupation',
    who: 'electricians',
    whoVi: 'thợ điện',
    brands: ['Live Wire', 'Sparky Tees'],
  },
  {
    key: 'chef',
    group: 'occupation',
    who: 'chefs',
    whoVi: 'đầu bếp',
    brands: ['Kitchen Boss', 'Chef Life'],
  },
  {
    key: 'fishing',
    group: 'hobby',
    who: 'anglers',
    whoVi: 'người mê câu cá',
    brands: ['Reel Cool', 'Fishing Legend', 'Bass Nation'],
  },
  {
    key: 'camping',
    group: 'hobby',
    who: 'campers',
    whoVi: 'dân cắm trại',
    brands: ['Happy Camper', 'Campfire Crew'],
  },
  {
    key: 'hunting',
    group: 'hobby',
    who: 'hunters',
    whoVi: 'thợ săn',
    brands: ['Deer Camp', 'Hunting Season'],
  },
  {
    key: 'golf',
    group: 'hobby',
    who: 'golfers',
    whoVi: 'người chơi golf',
    brands: ['Fairway Club', 'Golf Dad'],
  },
  {
    key: 'gardening',
    group: 'hobby',
    who: 'gardeners',
    whoVi: 'người yêu làm vườn',
    brands: ['Plant Lady', 'Garden Joy'],
  },
  {
    key: 'yoga',
    group: 'hobby',
    who: 'yogis',
    whoVi: 'người tập yoga',
    brands: ['Namaste Studio', 'Yoga Flow'],
  },
  {
    key: 'mom',
    group: 'family',
    who: 'moms',
    whoVi: 'mẹ',
    brands: ['Blessed Mama', 'Mom Life', 'Áo Thun Cho Mẹ'],
  },
  {
    key: 'dad',
    group: 'family',
    who: 'dads',
    whoVi: 'bố',
    brands: ['Dad Joke Co', 'Best Dad Ever', 'Quà Cho Bố'],
  },
  {
    key: 'grandma',
    group: 'family',
    who: 'grandmas',
    whoVi: 'bà',
    brands: ['Nana Life', 'Grandma Gifts', 'Quà Tặng Bà'],
  },
  {
    key: 'grandpa',
    group: 'family',
    who: 'grandpas',
    whoVi: 'ông',
    brands: ['Papa Bear', 'Grandpa Club'],
  },
  {
    key: 'dog mom',
    group: 'pet',
    who: 'dog moms',
    whoVi: 'sen nuôi chó',
    brands: ['Dog Mom Store', 'Paw Print Co', 'Boss Nhà Cún'],
  },
  {
    key: 'cat dad',
    group: 'pet',
    who: 'cat dads',
    whoVi: 'sen nuôi mèo',
    brands: ['Cat Dad Club', 'Meow Tees', 'Hoàng Thượng Mèo'],
  },
  {
    key: 'dog dad',
    group: 'pet',
    who: 'dog dads',
    whoVi: 'bố của cún',
    brands: ['Dog Dad Goods', 'Good Boy Co'],
  },
  {
    key: 'christmas',
    group: 'holiday',
    who: 'the whole family',
    whoVi: 'cả gia đình',
    brands: ['Merry Tees', 'Xmas Vibes', 'Quà Giáng Sinh'],
  },
  {
    key: 'halloween',
    group: 'holiday',
    who: 'spooky friends',
    whoVi: 'hội bạn thân',
    brands: ['Spooky Season', 'Pumpkin Patch'],
  },
  {
    key: "mother's day",
    group: 'holiday',
    who: 'moms and grandmas',
    whoVi: 'mẹ và bà',
    brands: ['Mother Day Gifts', 'Quà 8-3'],
  },
  {
    key: 'tết',
    group: 'holiday',
    who: 'the family this Tết',
    whoVi: 'gia đình ngày Tết',
    brands: ['Tết Sum Vầy', 'Lì Xì Shop', 'Áo Tết Đẹp'],
  },
  {
    key: 'personalised',
    group: 'personalised',
    who: 'someone special',
    whoVi: 'người thương',
    brands: ['Custom Name Co', 'Made For You', 'In Tên Theo Yêu Cầu'],
  },
];

export const products = [
  { en: 't-shirt', vi: 'áo thun', slug: 't-shirt' },
  { en: 'hoodie', vi: 'áo hoodie', slug: 'hoodie' },
  { en: 'sweatshirt', vi: 'áo nỉ', slug: 'sweatshirt' },
  { en: 'mug', vi: 'cốc sứ', slug: 'mug' },
  { en: 'tumbler', vi: 'ly giữ nhiệt', slug: 'tumbler' },
  { en: 'blanket', vi: 'chăn lông', slug: 'blanket' },
  { en: 'ornament', vi: 'đồ trang trí', slug: 'ornament' },
  { en: 'canvas print', vi: 'tranh canvas', slug: 'canvas' },
  { en: 'necklace', vi: 'dây chuyền', slug: 'necklace' },
  { en: 'doormat', vi: 'thảm chùi chân', slug: 'doormat' },
  { en: 'cap', vi: 'mũ lưỡi trai', slug: 'cap' },
  { en: 'phone case', vi: 'ốp điện thoại', slug: 'phone-case' },
] as const;

export const holidays = [
  { en: 'Christmas', vi: 'Giáng Sinh', tag: 'christmas' },
  { en: 'Halloween', vi: 'Halloween', tag: 'halloween' },
  { en: "Mother's Day", vi: 'Ngày của Mẹ', tag: "mother's day" },
  { en: "Father's Day", vi: 'Ngày của Bố', tag: "father's day" },
  { en: 'Thanksgiving', vi: 'Lễ Tạ Ơn', tag: 'thanksgiving' },
  { en: 'Tết', vi: 'Tết', tag: 'tết' },
  { en: "Valentine's Day", vi: 'Valentine', tag: 'valentine' },
  { en: 'birthday', vi: 'sinh nhật', tag: 'birthday' },
] as const;

export const offersEn = [
  '50% off today only',
  'Free shipping on 2+ items',
  'Buy 2, get 1 free',
  'Limited stock',
  'Not sold in stores',
  'Order by Dec 10 for Christmas delivery',
  'Use code GIFT15 for 15% off',
  'Ships in 3-5 days',
] as const;

export const offersVi = [
  'Giảm giá 50% hôm nay',
  'Miễn phí vận chuyển toàn quốc',
  'Mua 2 tặng 1',
  'Số lượng có hạn',
  'Đặt ngay kẻo lỡ',
  'Freeship cho đơn từ 2 sản phẩm',
  'Nhập mã QUATANG để giảm 15%',
] as const;

export const templatesEn = [
  'Only for proud {who} 💪 Our {product} is back. {offer}!',
  'The perfect {holiday} gift for {who}. {offer}.',
  'Limited edition {key} {product} — {offer}. Tag someone who needs this!',
  'Personalized {product} with your name, made for {who}. {offer}.',
  "If you're one of those {who}, you'll love this {product} 😍 {offer}",
  '{brand}: new {key} {product} just dropped. {offer}.',
  'Best gift idea for {who} this {holiday} 🎁 Custom {product}, {offer}.',
  'Warning: this {product} may cause extreme {key} pride. {offer}!',
  'Who else is a {key}? 🙋 Grab this {product} before it sells out. {offer}.',
  'Made with love for {who}. Soft, durable {product} — {offer}.',
] as const;

export const templatesVi = [
  '{product} cho {who} — {offer}!',
  'Quà tặng {holiday} ý nghĩa cho {who} 🎁 {offer}.',
  '{product} in tên theo yêu cầu, món quà tuyệt vời cho {who}. {offer}.',
  'Mẫu {product} mới nhất dành cho {who} 😍 {offer}.',
  '{brand}: {product} chất lượng, giao hàng toàn quốc. {offer}.',
  'Bạn đang tìm quà {holiday} cho {who}? {product} đẹp, giá tốt. {offer}!',
  'Tặng {who} chiếc {product} thật ý nghĩa nhé ❤️ {offer}.',
] as const;

export const ctasEn = ['SHOP_NOW', 'LEARN_MORE', 'ORDER_NOW', 'BUY_NOW', 'GET_OFFER'] as const;
export const ctaTitlesVi = ['Mua ngay', 'Đặt hàng', 'Xem thêm', 'Nhận ưu đãi'] as const;
export const pageCategories = [
  'Clothing (Brand)',
  'Shopping & retail',
  'Gift shop',
  'E-commerce website',
  'Jewelry/watches',
  'Home decor',
] as const;
export const hostSuffixes = ['.shop', '.store', '.com', '.co', 'tees.com', 'gifts.com', 'shop.net'];
export const hostSuffixesVi = ['.vn', '.com', '.shop', 'store.vn'];
export const countriesEn = ['US', 'US', 'US', 'GB', 'CA', 'AU'] as const;
export const platformsOfAds = ['facebook', 'instagram', 'messenger', 'audience_network'] as const;
