// The catalog a shopper in Indonesia, Singapore or Malaysia would browse: six departments, their aisles and shelves,
// and on every shelf the kinds of product our brands make. Prices are Indonesian shelf prices in rupiah; the generator
// derives the Singapore and Malaysia prices from them.
import { COLOURS, FL, L, SC, colours, count, fits, flavours, g, kg, ml, packs, portions, scents, sizes, t } from './words.mjs';

/** A kind of product; every brand of its shelf makes one. size null when the SKUs are sizes. */
const k = (name, size, price, variant = null, extra = {}) => ({ name, size, price, variant, ...extra });

const shelf = (key, name, spec) => ({ key, name, ...spec });
const aisle = (name, icon, children) => ({ name, icon, children });
const department = (name, icon, children) => ({ name, icon, children });

const FOOD_ADDITIVES = t(
  'Wheat flour, palm oil, salt, seasoning (salt, sugar, spices, flavour enhancer)',
  'Tepung terigu, minyak sawit, garam, bumbu (garam, gula, rempah, penguat rasa)',
  '小麦粉、棕榈油、食盐、调味料（食盐、白砂糖、香辛料、增味剂）',
);
const SURFACTANTS = t(
  'Water, anionic and non-ionic surfactants, fragrance, preservative',
  'Air, surfaktan anionik dan non-ionik, pewangi, pengawet',
  '水、阴离子及非离子表面活性剂、香精、防腐剂',
);
const COSMETIC_BASE = t(
  'Water, glycerin, mild cleansing agents, plant extracts, fragrance',
  'Air, gliserin, bahan pembersih lembut, ekstrak tumbuhan, pewangi',
  '水、甘油、温和清洁成分、植物提取物、香精',
);
const MILK = t('Fresh cow’s milk, vitamins A and D3', 'Susu sapi segar, vitamin A dan D3', '生牛乳、维生素A、维生素D3');

export const TREE = [
  department(
    t('Groceries', 'Sembako & Dapur', '粮油副食'),
    ['pouch', 'e09a00'],
    [
      aisle(
        t('Rice & Noodles', 'Beras & Mi', '米面主食'),
        ['pouch', '8d5a3b'],
        [
          shelf('rice', t('Rice', 'Beras', '大米'), {
            shape: 'pouch',
            shelf: [12, 'month'],
            storage: 'reseal',
            brands: ['Lumbung', 'Padi Emas', 'Jasmine Crown'],
            about: t(
              'Carefully milled and sorted grains that cook up fluffy and fragrant.',
              'Bulir beras pilihan yang digiling dan disortir dengan teliti, hasilnya pulen dan wangi.',
              '精选谷粒，细致碾磨筛选，煮出的米饭松软喷香。',
            ),
            composition: t('100% rice', '100% beras', '100%大米'),
            kinds: [
              k(t('Premium White Rice', 'Beras Putih Premium', '优质白米'), null, 36500, sizes(kg(2.5), kg(5), kg(10))),
              k(t('Jasmine Fragrant Rice', 'Beras Wangi Melati', '茉莉香米'), null, 42000, sizes(kg(2.5), kg(5))),
              k(t('Brown Rice', 'Beras Merah', '糙米'), kg(1), 27500, packs(1, 2), {
                composition: t('100% brown rice', '100% beras merah', '100%糙米'),
              }),
            ],
          }),
          shelf('instant-noodles', t('Instant Noodles', 'Mi Instan', '方便面'), {
            shape: 'pack',
            shelf: [8, 'month'],
            storage: 'dry',
            brands: ['Mi Nusantara', 'Golden Bowl'],
            about: t(
              'Springy noodles with a ready seasoning mix: a hot meal in three minutes.',
              'Mi kenyal dengan bumbu siap pakai: hidangan hangat dalam tiga menit.',
              '面条劲道，附调味包，三分钟即可享用热腾腾的一餐。',
            ),
            composition: FOOD_ADDITIVES,
            kinds: [
              k(t('Fried Noodles Original', 'Mi Goreng Original', '原味印尼炒面'), g(85), 3500, packs(1, 5, 40)),
              k(t('Chicken Soto Noodle Soup', 'Mi Kuah Soto Ayam', '鸡肉索多汤面'), g(75), 3300, packs(1, 5, 40)),
              k(t('Chicken Curry Noodles', 'Mi Kuah Kari Ayam', '咖喱鸡汤面'), g(72), 3300, packs(1, 5, 40)),
              k(t('Spicy Korean-style Fried Noodles', 'Mi Goreng Pedas ala Korea', '韩式辣炒面'), g(120), 7500, packs(1, 5), {
                pack: 'Spicy Fried Noodles',
              }),
            ],
          }),
          shelf('pasta', t('Pasta & Dried Noodles', 'Pasta & Mi Kering', '意面与挂面'), {
            shape: 'box',
            shelf: [24, 'month'],
            storage: 'dry',
            brands: ['Golden Bowl', 'Lumbung'],
            about: t(
              'Dried for a firm bite that holds its sauce, ready in under ten minutes.',
              'Dikeringkan agar teksturnya kenyal dan menyerap saus, matang dalam kurang dari sepuluh menit.',
              '干燥工艺让口感筋道、易挂汁，十分钟内即可煮熟。',
            ),
            composition: t('Durum wheat semolina, water', 'Semolina gandum durum, air', '硬质小麦粗粉、水'),
            kinds: [
              k(t('Spaghetti', 'Spageti', '意大利直面'), g(500), 18500, packs(1, 3)),
              k(t('Egg Noodles', 'Mi Telur', '鸡蛋面'), g(200), 9500, packs(1, 3), {
                composition: t('Wheat flour, egg, salt', 'Tepung terigu, telur, garam', '小麦粉、鸡蛋、食盐'),
              }),
              k(t('Rice Vermicelli', 'Bihun Beras', '米粉'), g(250), 8500, packs(1, 3), {
                shape: 'pack',
                composition: t('Rice flour, water', 'Tepung beras, air', '大米粉、水'),
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Oil & Condiments', 'Minyak & Bumbu', '食用油与调味'),
        ['bottle', 'f57f17'],
        [
          shelf('cooking-oil', t('Cooking Oil', 'Minyak Goreng', '食用油'), {
            shape: 'bottle',
            shelf: [18, 'month'],
            storage: 'dry',
            brands: ['Sunpalm', 'Dapur Bunda'],
            about: t(
              'Clear, light oil for frying and stir-frying that keeps food crisp, not greasy.',
              'Minyak jernih dan ringan untuk menggoreng dan menumis, hasil masakan renyah dan tidak berminyak.',
              '油质清澈清爽，适合煎炸和爆炒，食物酥脆不油腻。',
            ),
            composition: t('Refined palm olein, vitamin A', 'Olein sawit murni, vitamin A', '精炼棕榈液油、维生素A'),
            kinds: [
              k(t('Palm Cooking Oil', 'Minyak Goreng Sawit', '棕榈食用油'), null, 19500, sizes(L(1), L(2))),
              k(t('Canola Oil', 'Minyak Kanola', '芥花籽油'), L(1), 52000, packs(1, 2), {
                composition: t('100% canola oil', '100% minyak kanola', '100%芥花籽油'),
              }),
              k(t('Virgin Coconut Oil', 'Minyak Kelapa Murni', '初榨椰子油'), ml(500), 38500, null, {
                shape: 'jar',
                composition: t('100% cold-pressed coconut oil', '100% minyak kelapa perasan dingin', '100%冷榨椰子油'),
              }),
            ],
          }),
          shelf('sauces', t('Sauces & Soy Sauce', 'Saus & Kecap', '酱料与酱油'), {
            shape: 'bottle',
            shelf: [24, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Dapur Bunda', 'Golden Lotus'],
            about: t(
              'A kitchen staple for marinades, stir-fries and dipping.',
              'Andalan dapur untuk bumbu rendaman, tumisan, dan cocolan.',
              '厨房必备，腌制、爆炒、蘸食皆宜。',
            ),
            composition: t('Soybeans, wheat, salt, sugar, water', 'Kedelai, gandum, garam, gula, air', '大豆、小麦、食盐、白砂糖、水'),
            kinds: [
              k(t('Sweet Soy Sauce', 'Kecap Manis', '甜酱油'), null, 12000, sizes(ml(275), ml(520))),
              k(t('Light Soy Sauce', 'Kecap Asin', '生抽酱油'), ml(600), 21000),
              k(t('Oyster Sauce', 'Saus Tiram', '蚝油'), g(510), 28500, null, {
                composition: t(
                  'Oyster extract, sugar, salt, modified starch',
                  'Ekstrak tiram, gula, garam, pati termodifikasi',
                  '蚝汁、白砂糖、食盐、变性淀粉',
                ),
              }),
              k(t('Chilli Sauce', 'Saus Sambal', '辣椒酱'), ml(340), 15500, null, {
                composition: t(
                  'Chilli, garlic, sugar, vinegar, salt',
                  'Cabai, bawang putih, gula, cuka, garam',
                  '辣椒、大蒜、白砂糖、食醋、食盐',
                ),
              }),
              k(t('Tomato Ketchup', 'Saus Tomat', '番茄酱'), ml(340), 14500, null, {
                composition: t(
                  'Tomato paste, sugar, vinegar, salt, spices',
                  'Pasta tomat, gula, cuka, garam, rempah',
                  '番茄浆、白砂糖、食醋、食盐、香辛料',
                ),
              }),
            ],
          }),
          shelf('seasoning', t('Seasoning & Spices', 'Bumbu & Rempah', '调味香料'), {
            shape: 'jar',
            shelf: [24, 'month'],
            storage: 'reseal',
            brands: ['Rempah Ratu', 'Golden Lotus'],
            about: t(
              'Real spices, ground and blended for home cooking with depth.',
              'Rempah asli yang digiling dan diracik untuk masakan rumahan yang kaya rasa.',
              '真材实料的香料，研磨调配，让家常菜更有层次。',
            ),
            composition: t('Spices, salt', 'Rempah-rempah, garam', '香辛料、食盐'),
            kinds: [
              k(t('Ground White Pepper', 'Merica Putih Bubuk', '白胡椒粉'), g(50), 11500),
              k(t('Chicken Stock Powder', 'Kaldu Ayam Bubuk', '鸡精调味粉'), g(100), 9500, null, {
                shape: 'pouch',
                composition: t(
                  'Salt, chicken extract, sugar, spices',
                  'Garam, ekstrak ayam, gula, rempah',
                  '食盐、鸡肉提取物、白砂糖、香辛料',
                ),
              }),
              k(t('Rendang Spice Paste', 'Bumbu Rendang', '仁当香料酱'), g(200), 14500, null, {
                composition: t(
                  'Chilli, shallot, garlic, lemongrass, galangal, coconut, spices',
                  'Cabai, bawang merah, bawang putih, serai, lengkuas, kelapa, rempah',
                  '辣椒、红葱头、大蒜、香茅、南姜、椰子、香辛料',
                ),
              }),
              k(t('Fine Sea Salt', 'Garam Laut Halus', '细海盐'), g(500), 7500, null, {
                shape: 'pouch',
                composition: t('Sea salt, potassium iodate', 'Garam laut, kalium iodat', '海盐、碘酸钾'),
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Breakfast & Pantry', 'Sarapan & Makanan Kemasan', '早餐与罐头'),
        ['box', 'ef8f00'],
        [
          shelf('cereal', t('Cereal & Oats', 'Sereal & Oat', '麦片谷物'), {
            shape: 'box',
            shelf: [12, 'month'],
            storage: 'reseal',
            brands: ['Morning Gold', 'Meadowvale'],
            about: t(
              'A quick, wholesome breakfast: pour on cold milk or stir into warm milk.',
              'Sarapan cepat dan bergizi: siram dengan susu dingin atau aduk dengan susu hangat.',
              '快捷营养的早餐：可加冷牛奶，也可用热牛奶冲调。',
            ),
            composition: t(
              'Whole grains, sugar, vitamins and minerals',
              'Biji-bijian utuh, gula, vitamin dan mineral',
              '全谷物、白砂糖、维生素及矿物质',
            ),
            kinds: [
              k(t('Honey Corn Flakes', 'Corn Flakes Madu', '蜂蜜玉米片'), g(500), 52000),
              k(t('Chocolate Crunch Cereal', 'Sereal Cokelat Renyah', '巧克力脆谷物'), g(330), 45000),
              k(t('Quick Cook Rolled Oats', 'Oat Instan', '速煮燕麦片'), g(800), 48500, null, {
                composition: t('100% wholegrain rolled oats', '100% oat gandum utuh', '100%全谷物燕麦片'),
              }),
              k(t('Fruit & Nut Muesli', 'Muesli Buah & Kacang', '水果坚果什锦麦片'), g(400), 65000),
            ],
          }),
          shelf('spreads', t('Spreads & Jam', 'Selai & Olesan', '果酱与涂抹酱'), {
            shape: 'jar',
            shelf: [12, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Orchard Lane', 'Nutty Farm'],
            about: t(
              'Spread thick on warm toast or roti for an easy breakfast.',
              'Oleskan tebal di atas roti panggang hangat untuk sarapan praktis.',
              '厚厚抹在热吐司上，轻松享用早餐。',
            ),
            composition: t('Fruit, sugar, pectin, citric acid', 'Buah, gula, pektin, asam sitrat', '水果、白砂糖、果胶、柠檬酸'),
            kinds: [
              k(t('Strawberry Jam', 'Selai Stroberi', '草莓果酱'), g(340), 32000),
              k(t('Kaya Coconut Jam', 'Selai Srikaya', '咖椰酱'), g(300), 28000, null, {
                composition: t('Coconut milk, sugar, egg, pandan', 'Santan, gula, telur, pandan', '椰浆、白砂糖、鸡蛋、香兰叶'),
              }),
              k(t('Crunchy Peanut Butter', 'Selai Kacang Renyah', '颗粒花生酱'), g(340), 38000, null, {
                composition: t(
                  'Roasted peanuts, sugar, palm oil, salt',
                  'Kacang tanah sangrai, gula, minyak sawit, garam',
                  '烤花生、白砂糖、棕榈油、食盐',
                ),
              }),
              k(t('Chocolate Hazelnut Spread', 'Selai Cokelat Hazelnut', '榛子巧克力酱'), g(350), 55000, null, {
                composition: t(
                  'Sugar, hazelnuts, cocoa, skimmed milk powder',
                  'Gula, kacang hazel, kakao, susu bubuk skim',
                  '白砂糖、榛子、可可、脱脂奶粉',
                ),
              }),
            ],
          }),
          shelf('canned-food', t('Canned Food', 'Makanan Kaleng', '罐头食品'), {
            shape: 'can',
            shelf: [36, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Laut Biru', 'Golden Lotus'],
            about: t(
              'Ready to heat and serve, and handy to keep in the pantry.',
              'Tinggal dipanaskan dan disajikan, praktis untuk stok di rumah.',
              '加热即食，居家常备。',
            ),
            composition: t('See the can for ingredients', 'Lihat kaleng untuk komposisi', '配料详见罐身'),
            kinds: [
              k(t('Sardines in Tomato Sauce', 'Sarden Saus Tomat', '茄汁沙丁鱼'), g(425), 26500, null, {
                composition: t('Sardines, tomato paste, water, salt', 'Ikan sarden, pasta tomat, air, garam', '沙丁鱼、番茄酱、水、食盐'),
              }),
              k(t('Tuna Chunks in Brine', 'Tuna Potongan dalam Air Garam', '盐水金枪鱼块'), g(185), 24500, null, {
                composition: t('Tuna, water, salt', 'Ikan tuna, air, garam', '金枪鱼、水、食盐'),
              }),
              k(t('Chicken Luncheon Meat', 'Daging Ayam Kalengan', '鸡肉午餐肉'), g(340), 35000, null, {
                composition: t('Chicken, starch, salt, spices', 'Daging ayam, pati, garam, rempah', '鸡肉、淀粉、食盐、香辛料'),
              }),
              k(t('Sweet Corn Kernels', 'Jagung Manis Pipil', '甜玉米粒'), g(410), 17500, null, {
                composition: t('Sweet corn, water, salt, sugar', 'Jagung manis, air, garam, gula', '甜玉米、水、食盐、白砂糖'),
              }),
            ],
          }),
        ],
      ),
    ],
  ),

  department(
    t('Snacks', 'Makanan Ringan', '休闲零食'),
    ['pack', 'e53935'],
    [
      aisle(
        t('Chips & Crackers', 'Keripik & Kerupuk', '薯片与膨化'),
        ['pack', 'f4511e'],
        [
          shelf('potato-chips', t('Potato Chips', 'Keripik Kentang', '薯片'), {
            shape: 'pack',
            shelf: [9, 'month'],
            storage: 'reseal',
            brands: ['Krispo', 'Tropika'],
            about: t(
              'Thin-cut and fried until golden, with a satisfying crunch in every bite.',
              'Diiris tipis dan digoreng hingga keemasan, renyah di setiap gigitan.',
              '薄切慢炸至金黄，每一口都香脆过瘾。',
            ),
            composition: t(
              'Potatoes, vegetable oil, seasoning, salt',
              'Kentang, minyak nabati, bumbu, garam',
              '马铃薯、植物油、调味料、食盐',
            ),
            kinds: [
              k(t('Potato Chips', 'Keripik Kentang', '薯片'), g(68), 11500, flavours(FL.original, FL.seaweed, FL.bbq, FL.sourCream)),
              k(
                t('Wavy Potato Chips', 'Keripik Kentang Bergelombang', '波浪薯片'),
                g(75),
                12500,
                flavours(FL.original, FL.balado, FL.cheese),
              ),
              k(t('Cassava Chips', 'Keripik Singkong', '木薯片'), g(150), 13500, flavours(FL.original, FL.balado), {
                composition: t('Cassava, vegetable oil, seasoning', 'Singkong, minyak nabati, bumbu', '木薯、植物油、调味料'),
              }),
            ],
          }),
          shelf('crackers', t('Prawn & Fish Crackers', 'Kerupuk', '虾片鱼片'), {
            shape: 'pack',
            shelf: [9, 'month'],
            storage: 'reseal',
            brands: ['Udang Mas', 'Tropika'],
            about: t(
              'Light, airy crackers made with real seafood, a favourite side for rice dishes.',
              'Kerupuk ringan dan renyah dari hasil laut asli, pelengkap favorit nasi dan lauk.',
              '用真材实料的海鲜制成，轻盈酥脆，是配饭的好搭档。',
            ),
            composition: t(
              'Tapioca starch, prawn, garlic, salt, sugar',
              'Tepung tapioka, udang, bawang putih, garam, gula',
              '木薯淀粉、虾肉、大蒜、食盐、白砂糖',
            ),
            kinds: [
              k(t('Prawn Crackers', 'Kerupuk Udang', '虾片'), g(60), 9000, packs(1, 3)),
              k(t('Fish Crackers', 'Kerupuk Ikan', '鱼片'), g(100), 10500, null, {
                composition: t(
                  'Tapioca starch, fish, garlic, salt',
                  'Tepung tapioka, ikan, bawang putih, garam',
                  '木薯淀粉、鱼肉、大蒜、食盐',
                ),
              }),
              k(t('Uncooked Prawn Crackers', 'Kerupuk Udang Mentah', '生虾片（需油炸）'), g(250), 19500, null, {
                pack: 'Prawn Crackers to Fry',
              }),
            ],
          }),
          shelf('nuts', t('Nuts & Seeds', 'Kacang-kacangan', '坚果炒货'), {
            shape: 'pouch',
            shelf: [9, 'month'],
            storage: 'reseal',
            brands: ['Nutty Farm', 'Tropika'],
            about: t(
              'Slow-roasted for a rich, nutty flavour. A handy snack between meals.',
              'Dipanggang perlahan untuk rasa gurih yang kaya. Camilan praktis di sela waktu makan.',
              '慢火烘烤，坚果香浓郁，是两餐之间的理想小食。',
            ),
            composition: t('Nuts, vegetable oil, salt', 'Kacang, minyak nabati, garam', '坚果、植物油、食盐'),
            kinds: [
              k(t('Roasted Peanuts', 'Kacang Tanah Panggang', '烤花生'), g(250), 19500),
              k(t('Honey Roasted Cashews', 'Kacang Mete Madu', '蜂蜜腰果'), g(150), 42000),
              k(t('Mixed Nuts', 'Kacang Campur', '混合坚果'), g(200), 45000, null, { shape: 'jar' }),
              k(t('Roasted Almonds', 'Almond Panggang', '烤杏仁'), g(150), 39500),
            ],
          }),
        ],
      ),
      aisle(
        t('Biscuits & Wafers', 'Biskuit & Wafer', '饼干与威化'),
        ['box', '1565c0'],
        [
          shelf('biscuits', t('Biscuits & Cookies', 'Biskuit & Kue Kering', '饼干曲奇'), {
            shape: 'box',
            shelf: [12, 'month'],
            storage: 'reseal',
            brands: ['Ceria', 'Royal Crest'],
            about: t(
              'Baked to a crisp, golden finish. Lovely with a cup of tea or coffee.',
              'Dipanggang hingga renyah keemasan. Nikmat ditemani secangkir teh atau kopi.',
              '烘烤至金黄酥脆，配茶配咖啡都很棒。',
            ),
            composition: t(
              'Wheat flour, sugar, vegetable oil, butter, milk powder',
              'Tepung terigu, gula, minyak nabati, mentega, susu bubuk',
              '小麦粉、白砂糖、植物油、黄油、奶粉',
            ),
            kinds: [
              k(t('Butter Cookies', 'Kue Kering Mentega', '黄油曲奇'), g(300), 45000, null, { shape: 'can' }),
              k(t('Cream Crackers', 'Biskuit Krekers', '苏打饼干'), g(250), 16500, packs(1, 2)),
              k(t('Chocolate Sandwich Cookies', 'Biskuit Sandwich Cokelat', '巧克力夹心饼干'), g(133), 9500, packs(1, 3), {
                pack: 'Chocolate Sandwich',
              }),
              k(t('Digestive Biscuits', 'Biskuit Gandum', '全麦消化饼'), g(250), 22500),
            ],
          }),
          shelf('wafers', t('Wafers', 'Wafer', '威化饼'), {
            shape: 'pack',
            shelf: [12, 'month'],
            storage: 'reseal',
            brands: ['Wafella', 'Royal Crest'],
            about: t(
              'Crisp layers of wafer with a smooth cream filling.',
              'Lapisan wafer renyah dengan isian krim yang lembut.',
              '层层酥脆的威化，夹着顺滑奶油馅。',
            ),
            composition: t(
              'Wheat flour, sugar, vegetable fat, cocoa, milk powder',
              'Tepung terigu, gula, lemak nabati, kakao, susu bubuk',
              '小麦粉、白砂糖、植物油脂、可可粉、奶粉',
            ),
            kinds: [
              k(t('Cream Wafers', 'Wafer Krim', '夹心威化'), g(110), 8500, flavours(FL.chocolate, FL.vanilla, FL.strawberry, FL.cheese)),
              k(t('Wafer Rolls', 'Wafer Gulung', '威化卷'), g(120), 11500, flavours(FL.chocolate, FL.cheese), {
                shape: 'can',
              }),
              k(t('Chocolate Coated Wafer', 'Wafer Salut Cokelat', '巧克力涂层威化'), g(38), 4500, packs(1, 6, 24), {
                pack: 'Chocolate Wafer',
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Chocolate & Sweets', 'Cokelat & Permen', '巧克力与糖果'),
        ['box', '4e342e'],
        [
          shelf('chocolate', t('Chocolate', 'Cokelat', '巧克力'), {
            shape: 'box',
            shelf: [12, 'month'],
            storage: 'dry',
            brands: ['Cocoa Bay', 'Royal Crest'],
            about: t(
              'Smooth chocolate made from sustainably sourced cocoa.',
              'Cokelat lembut dari kakao yang dipanen secara berkelanjutan.',
              '采用可持续种植的可可制成，口感丝滑。',
            ),
            composition: t(
              'Sugar, cocoa butter, cocoa mass, milk powder, emulsifier',
              'Gula, lemak kakao, massa kakao, susu bubuk, pengemulsi',
              '白砂糖、可可脂、可可液块、奶粉、乳化剂',
            ),
            kinds: [
              k(t('Milk Chocolate Bar', 'Cokelat Susu Batang', '牛奶巧克力排块'), g(100), 18500, packs(1, 3)),
              k(t('Dark Chocolate 70%', 'Cokelat Hitam 70%', '70%黑巧克力'), g(100), 26500, null, {
                composition: t(
                  'Cocoa mass, sugar, cocoa butter, emulsifier',
                  'Massa kakao, gula, lemak kakao, pengemulsi',
                  '可可液块、白砂糖、可可脂、乳化剂',
                ),
              }),
              k(t('Almond Milk Chocolate', 'Cokelat Susu Almond', '杏仁牛奶巧克力'), g(100), 22500),
            ],
          }),
          shelf('candy', t('Candy & Gum', 'Permen', '糖果'), {
            shape: 'pouch',
            shelf: [18, 'month'],
            storage: 'dry',
            brands: ['Sweetie Pop', 'Jelly Joy'],
            about: t(
              'Little treats to share, in a resealable bag.',
              'Camilan manis untuk dibagi, dalam kemasan yang bisa ditutup kembali.',
              '适合分享的小甜食，袋装可重复密封。',
            ),
            composition: t(
              'Sugar, glucose syrup, flavouring, colouring',
              'Gula, sirup glukosa, perisa, pewarna',
              '白砂糖、葡萄糖浆、食用香精、着色剂',
            ),
            kinds: [
              k(t('Fruit Gummies', 'Permen Jeli Buah', '水果软糖'), g(100), 12500),
              k(t('Milk Candy', 'Permen Susu', '牛奶糖'), g(120), 10500, null, {
                composition: t(
                  'Sugar, glucose syrup, milk powder, butter',
                  'Gula, sirup glukosa, susu bubuk, mentega',
                  '白砂糖、葡萄糖浆、奶粉、黄油',
                ),
              }),
              k(t('Mint Candy', 'Permen Mint', '薄荷糖'), g(50), 8500, null, { shape: 'can' }),
              k(t('Sugar-free Chewing Gum', 'Permen Karet Bebas Gula', '无糖口香糖'), g(28), 7500, flavours(FL.mint, FL.lemon), {
                shape: 'box',
                pack: 'Sugar-free Gum',
                composition: t(
                  'Gum base, sorbitol, xylitol, flavouring',
                  'Basis permen karet, sorbitol, xilitol, perisa',
                  '胶基、山梨糖醇、木糖醇、食用香精',
                ),
              }),
            ],
          }),
          shelf('jelly', t('Jelly & Pudding', 'Jeli & Puding', '果冻布丁'), {
            shape: 'jar',
            shelf: [12, 'month'],
            storage: 'dry',
            brands: ['Jelly Joy', 'Sweetie Pop'],
            about: t(
              'Wobbly, fruity and best served chilled.',
              'Kenyal, segar rasa buah, paling nikmat disajikan dingin.',
              'Q弹果香，冰镇后风味更佳。',
            ),
            composition: t(
              'Water, sugar, carrageenan, fruit juice, flavouring',
              'Air, gula, karagenan, sari buah, perisa',
              '水、白砂糖、卡拉胶、果汁、食用香精',
            ),
            kinds: [
              k(
                t('Fruit Jelly Cups', 'Jeli Buah Cup', '水果果冻杯'),
                portions(15, g(15), '杯'),
                15500,
                flavours(FL.lychee, FL.mango, FL.grape),
              ),
              k(t('Drinkable Jelly', 'Jeli Minum', '吸吸果冻'), g(150), 4500, flavours(FL.lychee, FL.grape, FL.strawberry), {
                shape: 'pouch',
              }),
              k(t('Chocolate Pudding Mix', 'Puding Instan Cokelat', '巧克力布丁粉'), g(155), 9500, null, {
                shape: 'box',
              }),
            ],
          }),
        ],
      ),
    ],
  ),

  department(
    t('Drinks', 'Minuman', '饮料冲调'),
    ['bottle', '0288d1'],
    [
      aisle(
        t('Milk & Dairy', 'Susu & Olahan Susu', '牛奶乳品'),
        ['carton', '1e5bb8'],
        [
          shelf('uht-milk', t('UHT Milk', 'Susu UHT', 'UHT牛奶'), {
            shape: 'carton',
            shelf: [9, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Kirana', 'Meadowvale', 'Sapi Mas'],
            about: t(
              'Creamy ultra-heat-treated milk that keeps without a fridge until opened: for cereal, coffee or a cold glass.',
              'Susu UHT yang creamy dan tahan lama tanpa lemari es sebelum dibuka: untuk sereal, kopi, atau diminum dingin.',
              '口感香浓的超高温灭菌乳，开封前无需冷藏，可搭配麦片、咖啡，或直接冷饮。',
            ),
            composition: MILK,
            kinds: [
              k(t('Full Cream UHT Milk', 'Susu UHT Full Cream', '全脂UHT牛奶'), L(1), 19500, packs(1, 6, 12)),
              k(t('Low Fat UHT Milk', 'Susu UHT Rendah Lemak', '低脂UHT牛奶'), L(1), 20500, packs(1, 6, 12)),
              k(t('Lactose-free UHT Milk', 'Susu UHT Bebas Laktosa', '无乳糖UHT牛奶'), L(1), 27500, packs(1, 6)),
            ],
          }),
          shelf('flavoured-milk', t('Flavoured & Soy Milk', 'Susu Rasa & Susu Kedelai', '调味奶与豆奶'), {
            shape: 'carton',
            shelf: [9, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Kirana', 'Sapi Mas'],
            about: t(
              'A lunchbox favourite: shake well and serve chilled.',
              'Favorit bekal sekolah: kocok dahulu dan sajikan dingin.',
              '孩子们的便当好伙伴，摇匀冷藏后饮用更佳。',
            ),
            composition: t(
              'Fresh milk, sugar, cocoa or fruit flavour, stabiliser',
              'Susu segar, gula, kakao atau perisa buah, penstabil',
              '生牛乳、白砂糖、可可或水果风味、稳定剂',
            ),
            kinds: [
              k(
                t('Flavoured UHT Milk', 'Susu UHT Rasa', '调味UHT牛奶'),
                ml(200),
                5500,
                flavours(FL.chocolate, FL.strawberry, FL.banana, FL.vanilla),
              ),
              k(t('Malted Chocolate Milk Drink', 'Minuman Susu Cokelat Malt', '麦芽巧克力牛奶饮品'), ml(250), 7500, packs(1, 6, 24), {
                pack: 'Chocolate Malt Milk',
              }),
              k(t('Soy Milk', 'Susu Kedelai', '豆奶'), ml(250), 5000, flavours(FL.original, FL.chocolate), {
                composition: t('Water, soybeans, sugar, calcium', 'Air, kedelai, gula, kalsium', '水、大豆、白砂糖、钙'),
              }),
            ],
          }),
          shelf('yogurt-drinks', t('Yogurt Drinks', 'Minuman Yogurt', '酸奶饮品'), {
            shape: 'bottle',
            shelf: [30, 'day'],
            storage: 'chilled',
            brands: ['Meadowvale', 'Kirana'],
            about: t(
              'Live cultures in a smooth, tangy drink, good with breakfast or on the go.',
              'Minuman lembut dan segar dengan kultur hidup, cocok untuk sarapan atau di perjalanan.',
              '含活性益生菌，口感顺滑酸甜，早餐或外出都适合。',
            ),
            composition: t(
              'Milk, sugar, fruit preparation, live yogurt cultures',
              'Susu, gula, olahan buah, kultur yogurt hidup',
              '牛乳、白砂糖、果料、活性酸奶菌',
            ),
            kinds: [
              k(t('Drinking Yogurt', 'Yogurt Minum', '饮用酸奶'), ml(200), 9500, flavours(FL.strawberry, FL.blueberry, FL.mango)),
              k(t('Cultured Milk Drink', 'Minuman Susu Fermentasi', '乳酸菌饮品'), portions(5, ml(65), '瓶'), 11500, null, {
                pack: 'Cultured Milk',
              }),
            ],
          }),
          shelf('milk-powder', t('Milk Powder & Condensed Milk', 'Susu Bubuk & Kental Manis', '奶粉与炼乳'), {
            shape: 'box',
            shelf: [18, 'month'],
            storage: 'reseal',
            brands: ['Kirana', 'Meadowvale'],
            about: t(
              'Pantry milk for the whole family: mix with warm water or use in baking.',
              'Susu untuk stok keluarga: seduh dengan air hangat atau gunakan untuk membuat kue.',
              '全家常备的奶品，可用温水冲调，也可用于烘焙。',
            ),
            composition: MILK,
            kinds: [
              k(t('Full Cream Milk Powder', 'Susu Bubuk Full Cream', '全脂奶粉'), g(800), 95000, null, {
                shape: 'can',
              }),
              k(t('High Calcium Adult Milk Powder', 'Susu Bubuk Dewasa Tinggi Kalsium', '高钙成人奶粉'), g(400), 65000, null, {
                pack: 'High Calcium Milk',
              }),
              k(t('Sweetened Condensed Milk', 'Susu Kental Manis', '甜炼乳'), g(370), 12500, packs(1, 6), {
                shape: 'can',
                pack: 'Condensed Milk',
                composition: t('Milk, sugar, vegetable fat', 'Susu, gula, lemak nabati', '牛乳、白砂糖、植物油脂'),
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Coffee & Tea', 'Kopi & Teh', '咖啡与茶'),
        ['pouch', '3e2723'],
        [
          shelf('coffee', t('Coffee', 'Kopi', '咖啡'), {
            shape: 'pouch',
            shelf: [18, 'month'],
            storage: 'reseal',
            brands: ['Kopi Senja', 'Kedai'],
            about: t(
              'Roasted from Indonesian and Malaysian beans for a bold, smooth cup.',
              'Dipanggang dari biji kopi Indonesia dan Malaysia untuk rasa yang mantap dan lembut.',
              '选用印尼与马来西亚咖啡豆烘焙，口感浓郁顺滑。',
            ),
            composition: t('Coffee', 'Kopi', '咖啡'),
            kinds: [
              k(t('3-in-1 Instant Coffee', 'Kopi Instan 3in1', '三合一速溶咖啡'), portions(10, g(20), '条'), 15500, packs(1, 3), {
                composition: t('Sugar, creamer, instant coffee', 'Gula, krimer, kopi instan', '白砂糖、植脂末、速溶咖啡'),
              }),
              k(t('White Coffee', 'Kopi Putih', '白咖啡'), portions(15, g(36), '条'), 42000, null, {
                composition: t('Sugar, creamer, instant coffee', 'Gula, krimer, kopi instan', '白砂糖、植脂末、速溶咖啡'),
              }),
              k(t('Ground Robusta Coffee', 'Kopi Bubuk Robusta', '罗布斯塔咖啡粉'), g(200), 28500),
              k(t('Arabica Coffee Beans', 'Biji Kopi Arabika', '阿拉比卡咖啡豆'), g(250), 85000),
            ],
          }),
          shelf('tea', t('Tea', 'Teh', '茶叶'), {
            shape: 'box',
            shelf: [24, 'month'],
            storage: 'dry',
            brands: ['Teh Kebun', 'Kedai'],
            about: t(
              'Picked from highland gardens and packed for a fragrant, clear brew.',
              'Dipetik dari kebun teh dataran tinggi dan dikemas untuk seduhan yang harum dan jernih.',
              '采自高山茶园，冲泡后茶汤清澈、香气怡人。',
            ),
            composition: t('Tea leaves', 'Daun teh', '茶叶'),
            kinds: [
              k(t('Jasmine Tea', 'Teh Celup Melati', '茉莉花茶包'), count(25, 'teabags', 50), 8500, packs(1, 3)),
              k(t('Green Tea', 'Teh Hijau Celup', '绿茶包'), count(25, 'teabags', 50), 14500),
              k(t('Teh Tarik 3-in-1', 'Teh Tarik 3in1', '三合一拉茶'), portions(10, g(25), '条'), 22000, null, {
                shape: 'pouch',
                composition: t('Sugar, creamer, black tea extract', 'Gula, krimer, ekstrak teh hitam', '白砂糖、植脂末、红茶提取物'),
              }),
            ],
          }),
          shelf('rtd-tea-coffee', t('Ready-to-Drink Tea & Coffee', 'Teh & Kopi Siap Minum', '即饮茶与咖啡'), {
            shape: 'bottle',
            shelf: [9, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Teh Kebun', 'Kedai'],
            about: t(
              'Brewed and bottled, best enjoyed ice cold.',
              'Diseduh lalu dikemas, paling nikmat diminum dingin.',
              '现泡灌装，冰镇饮用最佳。',
            ),
            composition: t('Water, sugar, tea or coffee extract', 'Air, gula, ekstrak teh atau kopi', '水、白砂糖、茶或咖啡提取物'),
            kinds: [
              k(t('Jasmine Tea', 'Teh Melati', '茉莉清茶'), ml(350), 4500, packs(1, 6, 24)),
              k(t('Less Sugar Green Tea', 'Teh Hijau Rendah Gula', '低糖绿茶'), ml(450), 6500, packs(1, 6, 24)),
              k(t('Milk Coffee', 'Kopi Susu', '牛奶咖啡'), ml(240), 7500, packs(1, 6, 24), {
                shape: 'can',
                composition: t('Water, milk, sugar, coffee extract', 'Air, susu, gula, ekstrak kopi', '水、牛乳、白砂糖、咖啡提取物'),
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Soft Drinks & Juice', 'Minuman Ringan & Jus', '汽水与果汁'),
        ['can', 'd50000'],
        [
          shelf('soft-drinks', t('Soft Drinks', 'Minuman Bersoda', '碳酸饮料'), {
            shape: 'can',
            shelf: [12, 'month'],
            storage: 'dry',
            brands: ['Fizzo', 'Polar Pop'],
            about: t(
              'Sparkling and refreshing: serve over ice.',
              'Berkarbonasi dan menyegarkan: sajikan dengan es batu.',
              '气泡十足，清爽解渴，加冰更畅快。',
            ),
            composition: t(
              'Carbonated water, sugar, flavouring, acidity regulator',
              'Air berkarbonasi, gula, perisa, pengatur keasaman',
              '碳酸水、白砂糖、食用香精、酸度调节剂',
            ),
            kinds: [
              k(t('Cola', 'Kola', '可乐'), ml(330), 6500, packs(1, 6, 24)),
              k(t('Zero Sugar Cola', 'Kola Tanpa Gula', '无糖可乐'), ml(330), 7000, packs(1, 6, 24)),
              k(t('Lemon-Lime Soda', 'Soda Lemon', '柠檬汽水'), ml(330), 6500, packs(1, 6, 24)),
              k(t('Orange Soda', 'Soda Jeruk', '橙味汽水'), ml(330), 6500, packs(1, 6, 24)),
              k(t('Sarsaparilla', 'Sarsaparila', '沙士'), ml(325), 6500, packs(1, 6, 24)),
            ],
          }),
          shelf('juice', t('Juice', 'Jus Buah', '果汁'), {
            shape: 'carton',
            shelf: [9, 'month'],
            storage: 'fridgeAfterOpening',
            brands: ['Fruitee', 'Orchard Lane'],
            about: t(
              'Made from ripe fruit with no added preservatives.',
              'Dibuat dari buah matang tanpa tambahan pengawet.',
              '选用成熟水果制成，不添加防腐剂。',
            ),
            composition: t(
              'Fruit juice from concentrate, water, vitamin C',
              'Sari buah dari konsentrat, air, vitamin C',
              '浓缩还原果汁、水、维生素C',
            ),
            kinds: [
              k(t('Orange Juice', 'Jus Jeruk', '橙汁'), L(1), 28500, packs(1, 6)),
              k(t('Apple Juice', 'Jus Apel', '苹果汁'), L(1), 28500, packs(1, 6)),
              k(t('Guava Juice', 'Jus Jambu', '番石榴汁'), L(1), 24500, packs(1, 6)),
              k(t('Mango Nectar', 'Nektar Mangga', '芒果汁饮料'), L(1), 22500, packs(1, 6)),
            ],
          }),
          shelf('isotonic', t('Isotonic & Energy Drinks', 'Minuman Isotonik & Energi', '运动与能量饮料'), {
            shape: 'bottle',
            shelf: [12, 'month'],
            storage: 'dry',
            brands: ['Ionix', 'Fizzo'],
            about: t(
              'Replaces fluids and electrolytes lost through sweat.',
              'Mengganti cairan dan elektrolit yang hilang karena keringat.',
              '快速补充出汗流失的水分与电解质。',
            ),
            composition: t(
              'Water, sugar, electrolytes (sodium, potassium), vitamins',
              'Air, gula, elektrolit (natrium, kalium), vitamin',
              '水、白砂糖、电解质（钠、钾）、维生素',
            ),
            kinds: [
              k(t('Isotonic Drink', 'Minuman Isotonik', '电解质运动饮料'), ml(500), 7500, packs(1, 6, 24)),
              k(t('Energy Drink', 'Minuman Energi', '能量饮料'), ml(250), 9500, packs(1, 6, 24), {
                shape: 'can',
                composition: t(
                  'Carbonated water, sugar, taurine, caffeine, B vitamins',
                  'Air berkarbonasi, gula, taurin, kafein, vitamin B',
                  '碳酸水、白砂糖、牛磺酸、咖啡因、B族维生素',
                ),
              }),
              k(t('Vitamin C Drink', 'Minuman Vitamin C', '维C饮料'), ml(140), 6500, packs(1, 6)),
            ],
          }),
        ],
      ),
      aisle(
        t('Water', 'Air Minum', '饮用水'),
        ['bottle', '0288d1'],
        [
          shelf('mineral-water', t('Mineral Water', 'Air Mineral', '矿泉水'), {
            shape: 'bottle',
            shelf: [24, 'month'],
            storage: 'dry',
            brands: ['Mata Air', 'Alpina Spring'],
            about: t(
              'Natural mineral water from a protected mountain spring.',
              'Air mineral alami dari mata air pegunungan yang terlindungi.',
              '源自受保护的高山泉眼的天然矿泉水。',
            ),
            composition: t('Natural mineral water', 'Air mineral alami', '天然矿泉水'),
            kinds: [
              k(t('Mineral Water', 'Air Mineral', '天然矿泉水'), ml(600), 3500, packs(1, 6, 24)),
              k(t('Mineral Water Family Size', 'Air Mineral Ukuran Keluarga', '家庭装天然矿泉水'), L(1.5), 6500, packs(1, 6, 12), {
                pack: 'Mineral Water',
              }),
              k(t('Alkaline Water', 'Air Alkali', '碱性水'), ml(600), 6500, packs(1, 6, 24)),
            ],
          }),
          shelf('sparkling-water', t('Sparkling Water', 'Air Soda', '气泡水'), {
            shape: 'can',
            shelf: [12, 'month'],
            storage: 'dry',
            brands: ['Alpina Spring', 'Polar Pop'],
            about: t(
              'Crisp bubbles with zero sugar, a lighter alternative to soft drinks.',
              'Gelembung segar tanpa gula, alternatif yang lebih ringan dari minuman bersoda.',
              '零糖清爽气泡，比汽水更轻盈的选择。',
            ),
            composition: t('Carbonated water, natural flavouring', 'Air berkarbonasi, perisa alami', '碳酸水、天然香料'),
            kinds: [
              k(t('Sparkling Water', 'Air Berkarbonasi', '气泡水'), ml(330), 8500, flavours(FL.natural, FL.lemon, FL.lychee, FL.peach)),
              k(t('Soda Water', 'Air Soda', '苏打水'), ml(325), 5500, packs(1, 6, 24)),
            ],
          }),
        ],
      ),
    ],
  ),

  department(
    t('Household', 'Rumah Tangga', '家居清洁'),
    ['bottle', '1976d2'],
    [
      aisle(
        t('Laundry', 'Perlengkapan Cuci', '衣物洗护'),
        ['pouch', '1976d2'],
        [
          shelf('detergent', t('Detergent', 'Deterjen', '洗衣剂'), {
            shape: 'pouch',
            shelf: [36, 'month'],
            storage: 'household',
            brands: ['Bersih', 'Softa'],
            about: t(
              'Lifts everyday stains even in a quick cold wash and leaves clothes smelling fresh.',
              'Mengangkat noda sehari-hari bahkan dengan cucian cepat air dingin, pakaian wangi segar.',
              '即使冷水快洗也能去除日常污渍，衣物清香持久。',
            ),
            composition: SURFACTANTS,
            kinds: [
              k(
                t('Liquid Detergent Refill', 'Deterjen Cair Isi Ulang', '洗衣液补充装'),
                ml(750),
                19500,
                scents(SC.floral, SC.fresh, SC.lavender),
              ),
              k(t('Detergent Powder', 'Deterjen Bubuk', '洗衣粉'), kg(1.8), 42000, scents(SC.floral, SC.fresh), {
                shape: 'box',
                composition: t(
                  'Surfactants, sodium carbonate, enzymes, fragrance',
                  'Surfaktan, natrium karbonat, enzim, pewangi',
                  '表面活性剂、碳酸钠、酶、香精',
                ),
              }),
              k(t('Front Load Liquid Detergent', 'Deterjen Cair Mesin Front Load', '滚筒洗衣液'), L(1.5), 65000, null, {
                shape: 'bottle',
                pack: 'Front Load Detergent',
              }),
            ],
          }),
          shelf('softener', t('Fabric Softener', 'Pelembut & Pewangi Pakaian', '柔顺剂'), {
            shape: 'pouch',
            shelf: [36, 'month'],
            storage: 'household',
            brands: ['Softa', 'Bersih'],
            about: t(
              'Softens fabric, eases ironing and keeps clothes fragrant for days.',
              'Melembutkan kain, memudahkan menyetrika, dan menjaga pakaian tetap wangi berhari-hari.',
              '令衣物柔软易熨烫，香味持久多日。',
            ),
            composition: t(
              'Water, cationic softening agents, fragrance',
              'Air, bahan pelembut kationik, pewangi',
              '水、阳离子柔顺剂、香精',
            ),
            kinds: [
              k(
                t('Fabric Softener Refill', 'Pelembut Pakaian Isi Ulang', '衣物柔顺剂补充装'),
                ml(800),
                18500,
                scents(SC.floral, SC.lavender, SC.fresh),
              ),
              k(t('Ironing Spray', 'Pelicin Pakaian', '衣物熨烫喷雾'), ml(500), 16500, null, { shape: 'bottle' }),
            ],
          }),
        ],
      ),
      aisle(
        t('Cleaning', 'Pembersih Rumah', '家居清洁'),
        ['bottle', '388e3c'],
        [
          shelf('dishwashing', t('Dishwashing', 'Sabun Cuci Piring', '洗洁精'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'household',
            brands: ['Kilau', 'Shine Home'],
            about: t(
              'Cuts through grease fast and rinses clean, gentle on hands.',
              'Cepat mengangkat lemak dan mudah dibilas, lembut di tangan.',
              '快速去油，易冲洗，不伤手。',
            ),
            composition: SURFACTANTS,
            kinds: [
              k(t('Dishwashing Liquid', 'Sabun Cuci Piring Cair', '洗洁精'), ml(750), 16500, scents(SC.lime, SC.lemon)),
              k(t('Dishwashing Liquid Refill', 'Sabun Cuci Piring Isi Ulang', '洗洁精补充装'), L(1.5), 28500, null, {
                shape: 'pouch',
                pack: 'Dishwashing Refill',
              }),
              k(t('Scrub Sponges', 'Spons Cuci Piring', '洗碗海绵'), count(3, 'pcs', 30), 9500, null, {
                shape: 'pack',
                composition: t(
                  'Polyurethane foam, non-scratch scouring pad',
                  'Busa poliuretan, sabut anti gores',
                  '聚氨酯海绵、不伤锅百洁布',
                ),
              }),
            ],
          }),
          shelf('floor-cleaner', t('Floor & Surface', 'Pembersih Lantai & Permukaan', '地板与台面清洁'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'household',
            brands: ['Shine Home', 'Kilau'],
            about: t(
              'Cleans and deodorises floors and surfaces with no sticky residue.',
              'Membersihkan dan menghilangkan bau lantai serta permukaan tanpa meninggalkan rasa lengket.',
              '清洁除味，不留黏腻残留。',
            ),
            composition: SURFACTANTS,
            kinds: [
              k(t('Floor Cleaner', 'Pembersih Lantai', '地板清洁剂'), ml(800), 14500, scents(SC.lavender, SC.pine, SC.lemon), {
                shape: 'pouch',
              }),
              k(t('Multi-surface Spray', 'Semprotan Pembersih Serbaguna', '多用途清洁喷剂'), ml(500), 25500),
              k(t('Glass Cleaner', 'Pembersih Kaca', '玻璃清洁剂'), ml(500), 18500),
            ],
          }),
          shelf('bathroom-cleaner', t('Bathroom Cleaner', 'Pembersih Kamar Mandi', '浴室清洁'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'household',
            brands: ['Shine Home', 'Bersih'],
            about: t(
              'Removes limescale and soap scum and kills 99.9% of germs.',
              'Menghilangkan kerak dan sisa sabun serta membunuh 99,9% kuman.',
              '去除水垢与皂垢，杀灭99.9%细菌。',
            ),
            composition: t(
              'Water, hydrochloric acid, surfactants, fragrance',
              'Air, asam klorida, surfaktan, pewangi',
              '水、盐酸、表面活性剂、香精',
            ),
            kinds: [
              k(t('Toilet Bowl Cleaner', 'Pembersih Kloset', '洁厕液'), ml(750), 22500),
              k(t('Bathroom Tile Cleaner', 'Pembersih Porselen Kamar Mandi', '浴室瓷砖清洁剂'), ml(500), 19500, null, {
                pack: 'Tile Cleaner',
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Tissue & Paper', 'Tisu', '纸品'),
        ['pack', '64b5f6'],
        [
          shelf('facial-tissue', t('Facial Tissue', 'Tisu Wajah', '面巾纸'), {
            shape: 'pack',
            shelf: [36, 'month'],
            storage: 'dry',
            brands: ['Awan', 'Cloudsoft'],
            about: t(
              'Soft, strong 2-ply sheets that are gentle on the nose and face.',
              'Tisu 2 lapis yang lembut dan kuat, nyaman untuk hidung dan wajah.',
              '双层柔韧，亲肤不刺激。',
            ),
            composition: t('100% virgin wood pulp', '100% pulp kayu murni', '100%原生木浆'),
            kinds: [
              k(t('Facial Tissue Soft Pack', 'Tisu Wajah Kemasan Lunak', '软抽面巾纸'), count(250, 'sheets', 420), 12500, packs(1, 4)),
              k(t('Facial Tissue Box', 'Tisu Wajah Kotak', '盒装面巾纸'), count(150, 'sheets', 300), 11500, packs(1, 3), { shape: 'box' }),
            ],
          }),
          shelf('toilet-rolls', t('Toilet Rolls & Kitchen Towels', 'Tisu Toilet & Dapur', '卷纸与厨房纸'), {
            shape: 'pack',
            shelf: [36, 'month'],
            storage: 'dry',
            brands: ['Awan', 'Cloudsoft'],
            about: t(
              'Absorbent, quilted rolls for every room in the house.',
              'Tisu gulung bertekstur yang daya serapnya tinggi untuk setiap ruangan.',
              '压花吸水，居家各处都适用。',
            ),
            composition: t('100% virgin wood pulp', '100% pulp kayu murni', '100%原生木浆'),
            kinds: [
              k(t('3-Ply Toilet Tissue', 'Tisu Toilet 3 Lapis', '三层卷纸'), count(10, 'rolls', 1100), 35000, packs(1, 2)),
              k(t('Kitchen Towels', 'Tisu Dapur', '厨房纸巾'), count(2, 'rolls', 280), 18500, packs(1, 3)),
            ],
          }),
        ],
      ),
      aisle(
        t('Home Care', 'Perawatan Rumah', '家居护理'),
        ['can', '2e7d32'],
        [
          shelf('insect-repellent', t('Insect Control', 'Anti Nyamuk & Serangga', '驱蚊杀虫'), {
            shape: 'can',
            shelf: [36, 'month'],
            storage: 'aerosol',
            brands: ['Tameng', 'Shine Home'],
            about: t(
              'Keeps mosquitoes and cockroaches away so the whole family sleeps soundly.',
              'Mengusir nyamuk dan kecoak agar seluruh keluarga tidur nyenyak.',
              '有效驱除蚊虫蟑螂，全家安心好眠。',
            ),
            composition: t(
              'Pyrethroid insecticide, solvent, propellant',
              'Insektisida piretroid, pelarut, propelan',
              '拟除虫菊酯类杀虫剂、溶剂、推进剂',
            ),
            kinds: [
              k(t('Insect Spray', 'Semprotan Anti Serangga', '杀虫气雾剂'), ml(600), 38500, scents(SC.lavender, SC.unscented)),
              k(t('Mosquito Coils', 'Obat Nyamuk Bakar', '蚊香'), count(10, 'coils', 130), 9500, null, {
                shape: 'box',
                composition: t('Plant powder, d-allethrin', 'Serbuk tumbuhan, d-aletrin', '植物粉、右旋烯丙菊酯'),
              }),
              k(t('Mosquito Repellent Lotion', 'Losion Anti Nyamuk', '驱蚊乳液'), ml(50), 9500, null, {
                shape: 'tube',
                pack: 'Mosquito Lotion',
                composition: t('Water, DEET 13%, moisturiser', 'Air, DEET 13%, pelembap', '水、避蚊胺13%、保湿成分'),
              }),
            ],
          }),
          shelf('air-freshener', t('Air Freshener', 'Pengharum Ruangan', '空气清新剂'), {
            shape: 'can',
            shelf: [36, 'month'],
            storage: 'aerosol',
            brands: ['Shine Home', 'Softa'],
            about: t(
              'Neutralises odours and fills the room with a light, lasting scent.',
              'Menetralkan bau dan memenuhi ruangan dengan aroma ringan yang tahan lama.',
              '中和异味，让房间充满清新持久的香气。',
            ),
            composition: t('Fragrance, alcohol, propellant', 'Pewangi, alkohol, propelan', '香精、乙醇、推进剂'),
            kinds: [
              k(
                t('Air Freshener Spray', 'Pengharum Ruangan Semprot', '空气清新喷雾'),
                ml(300),
                26500,
                scents(SC.jasmine, SC.ocean, SC.lavender),
              ),
              k(t('Gel Air Freshener', 'Pengharum Ruangan Gel', '固体清香剂'), g(70), 14500, scents(SC.jasmine, SC.lemon), {
                shape: 'jar',
                composition: t('Water, gelling agent, fragrance', 'Air, bahan pembentuk gel, pewangi', '水、凝胶剂、香精'),
              }),
            ],
          }),
        ],
      ),
    ],
  ),

  department(
    t('Personal Care', 'Perawatan Diri', '个人护理'),
    ['tube', 'e53935'],
    [
      aisle(
        t('Hair Care', 'Perawatan Rambut', '洗护发'),
        ['bottle', '388e3c'],
        [
          shelf('shampoo', t('Shampoo', 'Sampo', '洗发水'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Herbalia', 'Silkara'],
            about: t(
              'Cleans gently, leaving hair soft, light and easy to manage in humid weather.',
              'Membersihkan dengan lembut, rambut terasa halus, ringan, dan mudah diatur di cuaca lembap.',
              '温和洁净，潮湿天气里秀发依然柔软轻盈、易于打理。',
            ),
            composition: COSMETIC_BASE,
            kinds: [
              k(t('Anti-Dandruff Shampoo', 'Sampo Anti Ketombe', '去屑洗发水'), null, 26500, sizes(ml(170), ml(340), ml(680))),
              k(t('Smooth & Shiny Shampoo', 'Sampo Halus Berkilau', '柔顺亮泽洗发水'), null, 24500, sizes(ml(170), ml(340))),
              k(t('Hair Fall Control Shampoo', 'Sampo Anti Rontok', '防脱固发洗发水'), null, 29500, sizes(ml(170), ml(340)), {
                pack: 'Hair Fall Control',
              }),
            ],
          }),
          shelf('conditioner', t('Conditioner & Treatment', 'Kondisioner & Perawatan', '护发素与发膜'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Silkara', 'Herbalia'],
            about: t(
              'Detangles and nourishes from root to tip without weighing hair down.',
              'Mengurai rambut kusut dan menutrisi dari akar hingga ujung tanpa membuat rambut lepek.',
              '从发根到发梢深层滋养，顺滑不扁塌。',
            ),
            composition: COSMETIC_BASE,
            kinds: [
              k(t('Conditioner', 'Kondisioner', '护发素'), ml(170), 28500, packs(1, 2)),
              k(t('Hair Mask', 'Masker Rambut', '发膜'), g(200), 45000, null, { shape: 'jar' }),
              k(t('Hair Serum', 'Serum Rambut', '护发精油'), ml(100), 35000),
            ],
          }),
        ],
      ),
      aisle(
        t('Bath & Body', 'Mandi & Perawatan Tubuh', '沐浴与身体护理'),
        ['bottle', '0097a7'],
        [
          shelf('body-wash', t('Body Wash', 'Sabun Mandi Cair', '沐浴露'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Pure Dew', 'Sabun Melati'],
            about: t(
              'A rich lather that rinses clean and keeps skin soft after every shower.',
              'Busa melimpah yang mudah dibilas dan menjaga kulit tetap lembut setelah mandi.',
              '泡沫丰富易冲净，沐浴后肌肤依旧柔嫩。',
            ),
            composition: COSMETIC_BASE,
            kinds: [
              k(t('Body Wash', 'Sabun Mandi Cair', '沐浴露'), ml(500), 32500, scents(SC.milkHoney, SC.rose, SC.lime)),
              k(t('Body Wash Refill', 'Sabun Mandi Cair Isi Ulang', '沐浴露补充装'), ml(450), 24500, scents(SC.milkHoney, SC.rose), {
                shape: 'pouch',
              }),
            ],
          }),
          shelf('bar-soap', t('Bar Soap', 'Sabun Batang', '香皂'), {
            shape: 'box',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Sabun Melati', 'Pure Dew'],
            about: t(
              'A creamy bar that cleans without drying, with a fresh scent that lingers.',
              'Sabun batang lembut yang membersihkan tanpa membuat kulit kering, wanginya tahan lama.',
              '质地细腻，清洁不紧绷，清香持久。',
            ),
            composition: t('Soap base, glycerin, fragrance', 'Basis sabun, gliserin, pewangi', '皂基、甘油、香精'),
            kinds: [
              k(t('Beauty Soap', 'Sabun Kecantikan', '美肤香皂'), g(110), 4500, packs(1, 4), { pack: 'Beauty Bar' }),
              k(t('Antibacterial Bar Soap', 'Sabun Batang Antibakteri', '抗菌香皂'), g(110), 5500, packs(1, 4), {
                pack: 'Antibacterial Soap',
              }),
            ],
          }),
          shelf('body-lotion', t('Body Lotion', 'Losion Tubuh', '身体乳'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Pure Dew', 'Luma Skin'],
            about: t(
              'Light, fast-absorbing moisture that is comfortable in tropical heat.',
              'Kelembapan ringan yang cepat meresap, nyaman di cuaca tropis.',
              '轻盈快速吸收，炎热天气也清爽不黏。',
            ),
            composition: t(
              'Water, glycerin, niacinamide, shea butter, fragrance',
              'Air, gliserin, niasinamida, shea butter, pewangi',
              '水、甘油、烟酰胺、乳木果油、香精',
            ),
            kinds: [
              k(t('Moisturising Body Lotion', 'Losion Tubuh Pelembap', '保湿身体乳'), ml(200), 29500),
              k(t('Brightening Body Serum', 'Serum Tubuh Mencerahkan', '亮肤身体精华乳'), ml(180), 38500),
              k(t('Roll-on Deodorant', 'Deodoran Roll-On', '走珠止汗露'), ml(50), 19500, scents(SC.fresh, SC.floral), {
                composition: t('Water, aluminium chlorohydrate, fragrance', 'Air, aluminium klorohidrat, pewangi', '水、羟氯化铝、香精'),
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Oral Care', 'Perawatan Mulut', '口腔护理'),
        ['tube', 'e53935'],
        [
          shelf('toothpaste', t('Toothpaste', 'Pasta Gigi', '牙膏'), {
            shape: 'tube',
            shelf: [36, 'month'],
            storage: 'oral',
            brands: ['Senyum', 'Dentiq'],
            about: t(
              'Fluoride protection that fights cavities and keeps breath fresh.',
              'Perlindungan fluoride yang melawan gigi berlubang dan menjaga napas tetap segar.',
              '含氟配方，有效防蛀，口气清新。',
            ),
            composition: t(
              'Calcium carbonate, sorbitol, sodium fluoride, flavour',
              'Kalsium karbonat, sorbitol, natrium fluorida, perisa',
              '碳酸钙、山梨糖醇、氟化钠、香精',
            ),
            kinds: [
              k(t('Cavity Protection Toothpaste', 'Pasta Gigi Perlindungan Gigi Berlubang', '防蛀牙膏'), g(190), 14500, packs(1, 3), {
                pack: 'Cavity Protection',
              }),
              k(t('Whitening Toothpaste', 'Pasta Gigi Pemutih', '美白牙膏'), g(160), 19500, packs(1, 2)),
              k(t('Herbal Clove Toothpaste', 'Pasta Gigi Herbal Cengkeh', '丁香草本牙膏'), g(150), 16500, packs(1, 3), {
                pack: 'Herbal Clove',
              }),
              k(t('Sensitive Teeth Toothpaste', 'Pasta Gigi Gigi Sensitif', '抗敏感牙膏'), g(100), 32500, null, {
                pack: 'Sensitive Teeth',
              }),
            ],
          }),
          shelf('toothbrush', t('Toothbrush', 'Sikat Gigi', '牙刷'), {
            shape: 'box',
            shelf: [60, 'month'],
            storage: 'dry',
            brands: ['Dentiq', 'Senyum'],
            about: t(
              'Slim, soft bristles that reach back teeth and are gentle on gums.',
              'Bulu sikat tipis dan lembut yang menjangkau gigi belakang dan lembut di gusi.',
              '细软刷毛，深入清洁后排牙齿，不伤牙龈。',
            ),
            composition: t('Polypropylene handle, nylon bristles', 'Gagang polipropilena, bulu nilon', '聚丙烯刷柄、尼龙刷毛'),
            kinds: [
              k(
                t('Soft Toothbrush', 'Sikat Gigi Bulu Lembut', '软毛牙刷'),
                count(2, 'brushes', 40),
                12500,
                colours(COLOURS.blue, COLOURS.green, COLOURS.pink),
              ),
              k(t('Charcoal Toothbrush', 'Sikat Gigi Arang', '炭丝牙刷'), count(3, 'brushes', 60), 18500),
            ],
          }),
          shelf('mouthwash', t('Mouthwash', 'Obat Kumur', '漱口水'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'oral',
            brands: ['Dentiq', 'Senyum'],
            about: t(
              'Rinse for 30 seconds after brushing for fresh breath that lasts.',
              'Berkumur selama 30 detik setelah menyikat gigi untuk napas segar yang tahan lama.',
              '刷牙后含漱30秒，口气持久清新。',
            ),
            composition: t(
              'Water, sorbitol, cetylpyridinium chloride, flavour',
              'Air, sorbitol, setilpiridinium klorida, perisa',
              '水、山梨糖醇、西吡氯铵、香精',
            ),
            kinds: [
              k(t('Mouthwash', 'Obat Kumur', '漱口水'), ml(500), 32500, flavours(FL.mint, FL.greenTea)),
              k(t('Alcohol-free Mouthwash', 'Obat Kumur Tanpa Alkohol', '无酒精漱口水'), ml(250), 24500, null, {
                pack: 'Alcohol-free Rinse',
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Skin Care', 'Perawatan Wajah', '面部护理'),
        ['tube', 'e57373'],
        [
          shelf('facial-wash', t('Facial Cleanser', 'Pembersih Wajah', '洁面'), {
            shape: 'tube',
            shelf: [36, 'month'],
            storage: 'personal',
            brands: ['Luma Skin', 'Herbalia'],
            about: t(
              'Removes oil, sunscreen and the day’s grime while keeping skin comfortable.',
              'Mengangkat minyak, tabir surya, dan kotoran seharian tanpa membuat kulit terasa ketarik.',
              '洗去油脂、防晒和一天的污垢，洗后不紧绷。',
            ),
            composition: COSMETIC_BASE,
            kinds: [
              k(t('Foaming Facial Wash', 'Sabun Cuci Muka Busa', '泡沫洗面奶'), g(100), 24500, packs(1, 2)),
              k(t('Oil Control Face Wash', 'Sabun Wajah Kontrol Minyak', '控油洗面奶'), g(100), 27500),
              k(t('Micellar Cleansing Water', 'Air Misel Pembersih', '卸妆水'), ml(200), 35000, null, {
                shape: 'bottle',
                pack: 'Micellar Water',
              }),
            ],
          }),
          shelf('moisturiser', t('Moisturiser & Sunscreen', 'Pelembap & Tabir Surya', '保湿与防晒'), {
            shape: 'tube',
            shelf: [30, 'month'],
            storage: 'personal',
            brands: ['Luma Skin', 'Pure Dew'],
            about: t(
              'Lightweight daily care that sits well under make-up and never feels greasy.',
              'Perawatan harian yang ringan, cocok dipakai sebelum riasan dan tidak terasa berminyak.',
              '轻薄日常护理，可作妆前使用，不油腻。',
            ),
            composition: t('Water, glycerin, niacinamide, UV filters', 'Air, gliserin, niasinamida, filter UV', '水、甘油、烟酰胺、防晒剂'),
            kinds: [
              k(t('Sunscreen SPF 50 PA++++', 'Tabir Surya SPF 50 PA++++', 'SPF50 PA++++防晒霜'), g(40), 48500, null, {
                pack: 'Sunscreen SPF 50',
              }),
              k(t('Daily Moisturiser', 'Pelembap Wajah Harian', '日常保湿面霜'), g(50), 39500, null, { shape: 'jar' }),
              k(t('Brightening Serum', 'Serum Wajah Mencerahkan', '焕亮精华'), ml(20), 65000, null, {
                shape: 'bottle',
              }),
            ],
          }),
        ],
      ),
    ],
  ),

  department(
    t('Mother & Baby', 'Ibu & Bayi', '母婴用品'),
    ['can', 'f9a825'],
    [
      aisle(
        t('Formula Milk', 'Susu Formula', '婴幼儿奶粉'),
        ['can', '1e88e5'],
        [
          shelf('infant-formula', t('Infant Formula', 'Susu Formula Bayi', '婴儿配方奶粉'), {
            shape: 'can',
            shelf: [18, 'month'],
            storage: 'formula',
            brands: ['Tumbuh', 'Little Bloom'],
            about: t(
              'Nutritionally complete formula with DHA, iron and vitamins for growing babies.',
              'Susu formula bernutrisi lengkap dengan DHA, zat besi, dan vitamin untuk tumbuh kembang bayi.',
              '营养全面，添加DHA、铁及多种维生素，助力宝宝成长。',
            ),
            composition: t(
              'Skimmed milk, vegetable oils, lactose, whey protein, DHA, vitamins and minerals',
              'Susu skim, minyak nabati, laktosa, protein whey, DHA, vitamin dan mineral',
              '脱脂乳、植物油、乳糖、乳清蛋白、DHA、维生素及矿物质',
            ),
            kinds: [
              k(
                t('Infant Formula Milk Stage 1 (0–6 months)', 'Susu Formula Bayi Tahap 1 (0–6 bulan)', '婴儿配方奶粉1段（0–6个月）'),
                g(800),
                235000,
                null,
                {
                  pack: 'Infant Formula Stage 1',
                },
              ),
              k(
                t(
                  'Follow-on Formula Milk Stage 2 (6–12 months)',
                  'Susu Formula Lanjutan Tahap 2 (6–12 bulan)',
                  '较大婴儿配方奶粉2段（6–12个月）',
                ),
                g(800),
                215000,
                null,
                {
                  pack: 'Follow-on Formula Stage 2',
                },
              ),
            ],
          }),
          shelf('growing-up-milk', t('Growing-up Milk', 'Susu Pertumbuhan', '成长奶粉'), {
            shape: 'box',
            shelf: [18, 'month'],
            storage: 'formula',
            brands: ['Tumbuh', 'Little Bloom', 'Bunda Kasih'],
            about: t(
              'Milk powder for toddlers with calcium and vitamin D for strong bones.',
              'Susu bubuk untuk balita dengan kalsium dan vitamin D untuk tulang yang kuat.',
              '幼儿奶粉，富含钙与维生素D，助力骨骼强健。',
            ),
            composition: t(
              'Milk solids, maltodextrin, vegetable oils, calcium, vitamins and minerals',
              'Padatan susu, maltodekstrin, minyak nabati, kalsium, vitamin dan mineral',
              '乳固体、麦芽糊精、植物油、钙、维生素及矿物质',
            ),
            kinds: [
              k(
                t('Growing-up Milk Stage 3 (1–3 years)', 'Susu Pertumbuhan Tahap 3 (1–3 tahun)', '幼儿成长奶粉3段（1–3岁）'),
                null,
                85000,
                sizes(g(400), g(800)),
                {
                  pack: 'Growing-up Milk Stage 3',
                },
              ),
              k(
                t('Growing-up Milk Stage 4 (3+ years)', 'Susu Pertumbuhan Tahap 4 (3 tahun ke atas)', '儿童成长奶粉4段（3岁以上）'),
                null,
                79000,
                sizes(g(400), g(800)),
                {
                  pack: 'Growing-up Milk Stage 4',
                },
              ),
            ],
          }),
        ],
      ),
      aisle(
        t('Diapers & Wipes', 'Popok & Tisu Basah', '纸尿裤与湿巾'),
        ['pack', '26a69a'],
        [
          shelf('diapers', t('Diapers', 'Popok', '纸尿裤'), {
            shape: 'pack',
            shelf: [36, 'month'],
            storage: 'dry',
            brands: ['Cubby', 'Bunda Kasih'],
            about: t(
              'Up to 12 hours of dryness with a breathable, soft cover and stretchy sides.',
              'Kering hingga 12 jam dengan lapisan luar lembut yang menyerap udara dan sisi yang elastis.',
              '长达12小时干爽，表层柔软透气，侧边弹力贴合。',
            ),
            composition: t(
              'Fluff pulp, super-absorbent polymer, non-woven fabric',
              'Pulp kayu, polimer penyerap, kain non-woven',
              '绒毛浆、高吸水性树脂、无纺布',
            ),
            kinds: [
              k(t('Tape Diapers', 'Popok Perekat', '腰贴型纸尿裤'), null, 98000, fits(['S', 48, 1450], ['M', 40, 1480], ['L', 34, 1500])),
              k(t('Pants Diapers', 'Popok Celana', '拉拉裤'), null, 105000, fits(['M', 34, 1500], ['L', 30, 1520], ['XL', 26, 1540])),
            ],
          }),
          shelf('baby-wipes', t('Baby Wipes', 'Tisu Basah Bayi', '婴儿湿巾'), {
            shape: 'pack',
            shelf: [24, 'month'],
            storage: 'babyCare',
            brands: ['Cubby', 'Little Bloom'],
            about: t(
              'Thick, soft wipes with 99% water, for nappy changes and sticky hands.',
              'Tisu basah tebal dan lembut dengan 99% air, untuk ganti popok dan tangan yang lengket.',
              '厚实柔软，99%纯水配方，换尿布或擦小手都合适。',
            ),
            composition: t(
              'Purified water, non-woven fabric, mild preservative',
              'Air murni, kain non-woven, pengawet ringan',
              '纯化水、无纺布、温和防腐剂',
            ),
            kinds: [
              k(t('Baby Wipes', 'Tisu Basah Bayi', '婴儿湿巾'), count(80, 'sheets', 400), 14500, packs(1, 3)),
              k(
                t('Fragrance-free Baby Wipes', 'Tisu Basah Bayi Tanpa Pewangi', '无香婴儿湿巾'),
                count(60, 'sheets', 300),
                12500,
                packs(1, 3),
                {
                  pack: 'Fragrance-free Wipes',
                },
              ),
            ],
          }),
        ],
      ),
      aisle(
        t('Baby Food', 'Makanan Bayi', '婴儿辅食'),
        ['pouch', 'fb8c00'],
        [
          shelf('baby-cereal', t('Baby Cereal', 'Bubur Bayi', '婴儿米粉'), {
            shape: 'box',
            shelf: [12, 'month'],
            storage: 'babyFood',
            brands: ['Si Kecil', 'Little Bloom'],
            about: t(
              'Smooth, iron-fortified cereal for first spoonfuls: mix with warm water.',
              'Bubur halus yang diperkaya zat besi untuk suapan pertama: seduh dengan air hangat.',
              '细腻易冲调，添加铁元素，适合宝宝初尝辅食，用温水冲调即可。',
            ),
            composition: t(
              'Rice flour, milk powder, sugar, vitamins and minerals',
              'Tepung beras, susu bubuk, gula, vitamin dan mineral',
              '大米粉、奶粉、白砂糖、维生素及矿物质',
            ),
            kinds: [
              k(
                t('Baby Rice Cereal with Milk (6+ months)', 'Bubur Bayi Beras Susu (6+ bulan)', '婴儿牛奶米粉（6个月以上）'),
                g(120),
                19500,
                flavours(FL.original, FL.banana, FL.chickenVeg),
                {
                  pack: 'Rice Cereal with Milk',
                },
              ),
              k(t('Brown Rice Porridge (8+ months)', 'Bubur Beras Merah (8+ bulan)', '糙米营养粥（8个月以上）'), g(120), 21000, null, {
                pack: 'Brown Rice Porridge',
              }),
            ],
          }),
          shelf('baby-snacks', t('Purees & Baby Snacks', 'Puree & Camilan Bayi', '果泥与宝宝零食'), {
            shape: 'pouch',
            shelf: [12, 'month'],
            storage: 'babyFood',
            brands: ['Si Kecil', 'Little Bloom'],
            about: t(
              'Made from real fruit and grains with no added salt, sized for little hands.',
              'Dibuat dari buah dan biji-bijian asli tanpa tambahan garam, pas untuk tangan mungil.',
              '真实水果和谷物制成，不额外添加食盐，大小适合宝宝小手。',
            ),
            composition: t('Fruit purée, rice flour', 'Puree buah, tepung beras', '果泥、大米粉'),
            kinds: [
              k(t('Fruit Puree', 'Puree Buah', '果泥'), g(90), 13500, flavours(FL.appleBanana, FL.mango, FL.pear)),
              k(t('Baby Rice Puffs', 'Camilan Puff Beras Bayi', '宝宝米饼泡芙'), g(40), 18500, flavours(FL.original, FL.banana), {
                shape: 'can',
              }),
            ],
          }),
        ],
      ),
      aisle(
        t('Baby Care', 'Perawatan Bayi', '婴儿洗护'),
        ['bottle', 'e53950'],
        [
          shelf('baby-bath', t('Baby Bath', 'Sabun & Sampo Bayi', '婴儿洗浴'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'babyCare',
            brands: ['Bunda Kasih', 'Little Bloom'],
            about: t(
              'Tear-free and pH-balanced for a calm, gentle bath time.',
              'Tidak pedih di mata dan pH seimbang untuk waktu mandi yang tenang dan lembut.',
              '无泪配方，pH平衡，让洗澡时光温和安心。',
            ),
            composition: COSMETIC_BASE,
            kinds: [
              k(t('Baby Top-to-Toe Wash', 'Sabun Bayi Rambut & Badan', '婴儿洗发沐浴二合一'), ml(200), 22500, packs(1, 2), {
                pack: 'Top-to-Toe Wash',
              }),
              k(t('Baby Shampoo', 'Sampo Bayi', '婴儿洗发水'), ml(200), 21000),
            ],
          }),
          shelf('baby-skin', t('Baby Oil & Lotion', 'Minyak & Losion Bayi', '婴儿护肤'), {
            shape: 'bottle',
            shelf: [36, 'month'],
            storage: 'babyCare',
            brands: ['Bunda Kasih', 'Little Bloom'],
            about: t(
              'Keeps delicate skin soft and protected from dryness.',
              'Menjaga kulit bayi yang halus tetap lembut dan terlindung dari kekeringan.',
              '呵护娇嫩肌肤，柔软不干燥。',
            ),
            composition: t(
              'Mineral oil, vitamin E, chamomile extract',
              'Minyak mineral, vitamin E, ekstrak chamomile',
              '矿物油、维生素E、洋甘菊提取物',
            ),
            kinds: [
              k(t('Baby Oil', 'Minyak Bayi', '婴儿按摩油'), ml(100), 18500),
              k(t('Baby Lotion', 'Losion Bayi', '婴儿润肤乳'), ml(200), 26500),
              k(t('Telon Oil', 'Minyak Telon', '婴儿驱风油'), ml(60), 21000, null, {
                composition: t(
                  'Eucalyptus oil, fennel oil, coconut oil',
                  'Minyak kayu putih, minyak adas, minyak kelapa',
                  '桉叶油、茴香油、椰子油',
                ),
              }),
              k(t('Nappy Rash Cream', 'Krim Ruam Popok', '护臀膏'), g(50), 32500, null, {
                shape: 'tube',
                composition: t('Zinc oxide, panthenol, lanolin', 'Seng oksida, pantenol, lanolin', '氧化锌、泛醇、羊毛脂'),
              }),
            ],
          }),
        ],
      ),
    ],
  ),
];
