import type { DishCategory, DishSubCategory, Tag, ThaliCategory } from '@rasoi/domain/constants';

/**
 * Demo catalogue for the seeder: the menu of a North Indian home kitchen in a residential society near
 * Ghaziabad (pincode 201009). Prices are whole rupees (spec 9).
 *
 * - Dishes are either `regular` (the components a thali is built from) or `addon` (extras offered in
 *   'Complete your Meal' and the cart's Addons strip). `key` is a stable kebab-case handle that meals use
 *   in `dishKeys`; the seeder turns keys into the stored dish ids.
 * - `image` names a file in `apps/server/seed-images/` (original SVG illustrations made for this project).
 * - For meals `actual_price` is the struck-out MRP (above `selling_price`) and `cost_price` the kitchen's
 *   cost (below it). Every meal's `dishKeys` names 3-6 regular dishes that exist in `seedDishes`.
 * - Sold out (`is_active: false`): the 'Dal Makhani Deluxe Thali' and the 'Bhindi Masala' dish.
 *   Hidden (`is_show: false`): the seasonal 'Gajar Ka Halwa'.
 * - Every tag the home screen rows use (best-seller, quick, roti-mania, mini) is carried by at least two meals.
 */
export type SeedDish = {
  key: string;
  name: string;
  description: string;
  image: string;
  selling_price: number;
  category: DishCategory;
  sub_category: DishSubCategory;
  is_active: boolean;
  is_show: boolean;
};

export type SeedMeal = {
  name: string;
  description: string;
  image: string;
  selling_price: number;
  actual_price: number;
  cost_price: number;
  tag: Tag;
  category: ThaliCategory;
  is_active: boolean;
  is_show: boolean;
  dishKeys: string[];
};

export const seedDishes: SeedDish[] = [
  // --- sabzi-gravy ---
  {
    key: 'dal-tadka',
    name: 'Dal Tadka',
    description:
      'Yellow arhar dal cooked soft and finished with a ghee tadka of jeera, garlic and red chilli. Simple, comforting, everyday dal.',
    image: 'dal-tadka.svg',
    selling_price: 70,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'dal-makhani',
    name: 'Dal Makhani',
    description:
      'Whole urad and rajma simmered slowly overnight, then finished with butter and a spoon of cream. Rich and smoky.',
    image: 'dal-makhani.svg',
    selling_price: 99,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'rajma-masala',
    name: 'Rajma Masala',
    description:
      'Jammu-style red kidney beans soaked overnight and cooked in an onion-tomato masala until creamy inside.',
    image: 'rajma-masala.svg',
    selling_price: 89,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'paneer-butter-masala',
    name: 'Paneer Butter Masala',
    description:
      'Soft paneer cubes in a mildly spiced tomato-cashew gravy with butter and kasuri methi. A little sweet, not too rich.',
    image: 'paneer-butter-masala.svg',
    selling_price: 129,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'palak-paneer',
    name: 'Palak Paneer',
    description: 'Fresh spinach puree cooked with garlic and green chilli, with cubes of soft paneer folded in.',
    image: 'palak-paneer.svg',
    selling_price: 119,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'kadhi-pakora',
    name: 'Kadhi Pakora',
    description:
      'Tangy besan and dahi kadhi simmered slowly, with soft onion pakoras soaked in and a tadka of methi and red chilli.',
    image: 'kadhi-pakora.svg',
    selling_price: 79,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'pindi-chole',
    name: 'Pindi Chole',
    description: 'Kabuli chana cooked dark with tea leaves and our home-ground chole masala, topped with onion rings.',
    image: 'pindi-chole.svg',
    selling_price: 89,
    category: 'sabzi-gravy',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'boondi-raita',
    name: 'Boondi Raita',
    description: 'Chilled whisked curd with crisp boondi, roasted jeera powder and a pinch of red chilli.',
    image: 'boondi-raita.svg',
    selling_price: 35,
    category: 'sabzi-gravy',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  // --- sabzi-dry ---
  {
    key: 'aloo-gobi',
    name: 'Aloo Gobi',
    description:
      'Potato and cauliflower tossed with haldi, ginger and fresh coriander. Dry, homely and lightly spiced.',
    image: 'aloo-gobi.svg',
    selling_price: 69,
    category: 'sabzi-dry',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'bhindi-masala',
    name: 'Bhindi Masala',
    description:
      'Crisp-edged okra stir-fried with onions, amchur and a little besan. Made only when the bhindi is fresh.',
    image: 'bhindi-masala.svg',
    selling_price: 79,
    category: 'sabzi-dry',
    sub_category: 'regular',
    is_active: false,
    is_show: true,
  },
  {
    key: 'jeera-aloo',
    name: 'Jeera Aloo',
    description: 'Boiled baby potatoes sauteed in ghee with cumin, green chilli and a squeeze of lemon.',
    image: 'jeera-aloo.svg',
    selling_price: 59,
    category: 'sabzi-dry',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'mix-veg',
    name: 'Mix Veg',
    description: 'Carrot, beans, peas and capsicum cooked together in a light masala. Colourful and not oily.',
    image: 'mix-veg.svg',
    selling_price: 69,
    category: 'sabzi-dry',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'papad-salad',
    name: 'Papad & Salad',
    description: 'A roasted masala papad with a side of sliced onion, cucumber, tomato, lemon and green chilli.',
    image: 'papad-salad.svg',
    selling_price: 20,
    category: 'sabzi-dry',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  // --- rice ---
  {
    key: 'steamed-rice',
    name: 'Steamed Rice',
    description: 'Fluffy long-grain basmati rice, steamed plain. Goes with any dal or gravy.',
    image: 'steamed-rice.svg',
    selling_price: 49,
    category: 'rice',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'jeera-rice',
    name: 'Jeera Rice',
    description: 'Basmati rice tempered with cumin seeds and a little ghee, finished with fresh coriander.',
    image: 'jeera-rice.svg',
    selling_price: 59,
    category: 'rice',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'veg-pulao',
    name: 'Veg Pulao',
    description: 'Basmati rice cooked with peas, carrots and whole spices like bay leaf, cloves and cinnamon.',
    image: 'veg-pulao.svg',
    selling_price: 79,
    category: 'rice',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  // --- chapati ---
  {
    key: 'tawa-roti',
    name: 'Tawa Roti',
    description: 'Soft whole-wheat phulkas made on the tawa, fresh for every order. Priced per roti.',
    image: 'tawa-roti.svg',
    selling_price: 10,
    category: 'chapati',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'aloo-paratha',
    name: 'Aloo Paratha',
    description: 'Whole-wheat paratha stuffed with spiced mashed potato and roasted with ghee until golden.',
    image: 'aloo-paratha.svg',
    selling_price: 45,
    category: 'chapati',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'lachha-paratha',
    name: 'Lachha Paratha',
    description: 'Layered, flaky whole-wheat paratha, crushed lightly after cooking so the layers open up.',
    image: 'lachha-paratha.svg',
    selling_price: 35,
    category: 'chapati',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'butter-roti',
    name: 'Extra Butter Roti',
    description: 'One more hot tawa roti with a generous dab of butter on top.',
    image: 'butter-roti.svg',
    selling_price: 15,
    category: 'chapati',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  // --- deserts ---
  {
    key: 'sooji-halwa',
    name: 'Sooji Halwa',
    description: 'Semolina roasted in desi ghee and cooked with sugar and cardamom, topped with cashews and raisins.',
    image: 'sooji-halwa.svg',
    selling_price: 40,
    category: 'deserts',
    sub_category: 'regular',
    is_active: true,
    is_show: true,
  },
  {
    key: 'gulab-jamun',
    name: 'Gulab Jamun (2 pcs)',
    description: 'Two soft khoya gulab jamuns soaked in warm cardamom and rose syrup.',
    image: 'gulab-jamun.svg',
    selling_price: 40,
    category: 'deserts',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  {
    key: 'rice-kheer',
    name: 'Rice Kheer',
    description: 'Rice slow-cooked in full-cream milk until thick, with cardamom, saffron and pistachio slivers.',
    image: 'rice-kheer.svg',
    selling_price: 50,
    category: 'deserts',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  {
    key: 'gajar-halwa',
    name: 'Gajar Ka Halwa',
    description: 'Red winter carrots grated and cooked for hours in milk and ghee, finished with khoya and nuts.',
    image: 'gajar-halwa.svg',
    selling_price: 60,
    category: 'deserts',
    sub_category: 'addon',
    is_active: true,
    is_show: false,
  },
  // --- beverages ---
  {
    key: 'sweet-lassi',
    name: 'Sweet Lassi',
    description: 'Thick curd churned with sugar and a splash of rose water, topped with a spoon of malai.',
    image: 'sweet-lassi.svg',
    selling_price: 50,
    category: 'beverages',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  {
    key: 'masala-chaas',
    name: 'Masala Chaas',
    description: 'Light, salted buttermilk with roasted jeera, mint and a little ginger. Cools you down after lunch.',
    image: 'masala-chaas.svg',
    selling_price: 30,
    category: 'beverages',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
  {
    key: 'nimbu-shikanji',
    name: 'Nimbu Shikanji',
    description: 'Fresh lime squeezed into chilled water with sugar, black salt and roasted jeera.',
    image: 'nimbu-shikanji.svg',
    selling_price: 30,
    category: 'beverages',
    sub_category: 'addon',
    is_active: true,
    is_show: true,
  },
];

export const seedMeals: SeedMeal[] = [
  // --- All In one thali ---
  {
    name: 'Rasoi Special Thali',
    description:
      'Our full Sunday-style thali: paneer butter masala, dal tadka, aloo gobi, jeera rice, three tawa rotis and sooji halwa.',
    image: 'rasoi-special-thali.svg',
    selling_price: 199,
    actual_price: 249,
    cost_price: 125,
    tag: 'best-seller',
    category: 'All In one thali',
    is_active: true,
    is_show: true,
    dishKeys: ['paneer-butter-masala', 'dal-tadka', 'aloo-gobi', 'jeera-rice', 'tawa-roti', 'sooji-halwa'],
  },
  {
    name: 'Palak Paneer Thali',
    description:
      'Palak paneer with dal tadka, jeera aloo, steamed rice and three tawa rotis. Green, wholesome and filling.',
    image: 'palak-paneer-thali.svg',
    selling_price: 179,
    actual_price: 229,
    cost_price: 112,
    tag: 'trending',
    category: 'All In one thali',
    is_active: true,
    is_show: true,
    dishKeys: ['palak-paneer', 'dal-tadka', 'jeera-aloo', 'steamed-rice', 'tawa-roti'],
  },
  {
    name: 'Dal Makhani Deluxe Thali',
    description:
      'Slow-cooked dal makhani with mix veg, veg pulao, two lachha parathas and a bowl of sooji halwa. Weekend special.',
    image: 'dal-makhani-deluxe-thali.svg',
    selling_price: 219,
    actual_price: 269,
    cost_price: 140,
    tag: 'trending',
    category: 'All In one thali',
    is_active: false,
    is_show: true,
    dishKeys: ['dal-makhani', 'mix-veg', 'veg-pulao', 'lachha-paratha', 'sooji-halwa'],
  },
  // --- Comfort Thali ---
  {
    name: 'Rajma Chawal Thali',
    description:
      'A big bowl of Jammu-style rajma over steamed basmati rice, with jeera aloo on the side. Pure comfort.',
    image: 'rajma-chawal-thali.svg',
    selling_price: 139,
    actual_price: 179,
    cost_price: 82,
    tag: 'best-seller',
    category: 'Comfort Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['rajma-masala', 'steamed-rice', 'jeera-aloo'],
  },
  {
    name: 'Chole Chawal Thali',
    description: 'Dark, tangy pindi chole with jeera rice, aloo gobi and two tawa rotis, just like a Sunday at home.',
    image: 'chole-chawal-thali.svg',
    selling_price: 139,
    actual_price: 179,
    cost_price: 84,
    tag: 'best-seller',
    category: 'Comfort Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['pindi-chole', 'jeera-rice', 'aloo-gobi', 'tawa-roti'],
  },
  {
    name: 'Kadhi Chawal Thali',
    description: 'Tangy kadhi pakora poured over steamed rice, with jeera aloo to go along. Light on the stomach.',
    image: 'kadhi-chawal-thali.svg',
    selling_price: 119,
    actual_price: 159,
    cost_price: 68,
    tag: 'quick',
    category: 'Comfort Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['kadhi-pakora', 'steamed-rice', 'jeera-aloo'],
  },
  {
    name: 'Veg Pulao Thali',
    description: 'Fragrant veg pulao with dal tadka and mix veg, packed in minutes for a quick, satisfying lunch.',
    image: 'veg-pulao-thali.svg',
    selling_price: 129,
    actual_price: 169,
    cost_price: 76,
    tag: 'quick',
    category: 'Comfort Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['veg-pulao', 'dal-tadka', 'mix-veg'],
  },
  // --- Mini Thali ---
  {
    name: 'Dal Chawal Mini Thali',
    description: 'Dal tadka, steamed rice and a little jeera aloo. Just right for one light meal.',
    image: 'dal-chawal-mini-thali.svg',
    selling_price: 99,
    actual_price: 129,
    cost_price: 55,
    tag: 'mini',
    category: 'Mini Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['dal-tadka', 'steamed-rice', 'jeera-aloo'],
  },
  {
    name: 'Mini Roti Sabzi Thali',
    description: 'Three tawa rotis with dal tadka and aloo gobi. The everyday ghar ka khana, in a small box.',
    image: 'mini-roti-sabzi-thali.svg',
    selling_price: 99,
    actual_price: 129,
    cost_price: 56,
    tag: 'mini',
    category: 'Mini Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['tawa-roti', 'dal-tadka', 'aloo-gobi'],
  },
  {
    name: 'Mini Paneer Thali',
    description:
      'A smaller portion of paneer butter masala with jeera rice and two tawa rotis. Ready in a few minutes.',
    image: 'mini-paneer-thali.svg',
    selling_price: 129,
    actual_price: 169,
    cost_price: 78,
    tag: 'quick',
    category: 'Mini Thali',
    is_active: true,
    is_show: true,
    dishKeys: ['paneer-butter-masala', 'jeera-rice', 'tawa-roti'],
  },
  // --- Roti & Parathas ---
  {
    name: 'Aloo Paratha Thali',
    description:
      'Two ghee-roasted aloo parathas with a bowl of dal makhani and mix veg. A proper Punjabi breakfast-lunch.',
    image: 'aloo-paratha-thali.svg',
    selling_price: 139,
    actual_price: 179,
    cost_price: 80,
    tag: 'roti-mania',
    category: 'Roti & Parathas',
    is_active: true,
    is_show: true,
    dishKeys: ['aloo-paratha', 'dal-makhani', 'mix-veg'],
  },
  {
    name: 'Lachha Paratha Paneer Combo',
    description: 'Two flaky lachha parathas with paneer butter masala and jeera aloo. Made for paratha lovers.',
    image: 'lachha-paratha-paneer-combo.svg',
    selling_price: 169,
    actual_price: 219,
    cost_price: 102,
    tag: 'roti-mania',
    category: 'Roti & Parathas',
    is_active: true,
    is_show: true,
    dishKeys: ['lachha-paratha', 'paneer-butter-masala', 'jeera-aloo'],
  },
  {
    name: 'Ghar Ki Roti Thali',
    description:
      'Four soft tawa rotis with dal tadka, aloo gobi and mix veg. Simple food, cooked the way it is at home.',
    image: 'ghar-ki-roti-thali.svg',
    selling_price: 119,
    actual_price: 159,
    cost_price: 66,
    tag: 'roti-mania',
    category: 'Roti & Parathas',
    is_active: true,
    is_show: true,
    dishKeys: ['tawa-roti', 'dal-tadka', 'aloo-gobi', 'mix-veg'],
  },
];
