/**
 * The store's policy and information pages in the three languages: long-form text, so it lives here as structured
 * content rather than in the flat UI dictionary. Every figure comes from src/shared/constants.ts (spec §9), so the
 * pages cannot drift from each other or from what checkout and after-sales do.
 */
import {
  AVATAR_MAX_KB,
  DATA_DELETION_WORKING_DAYS,
  DELIVERY_DAYS_IN_CITY,
  DELIVERY_DAYS_OUT_OF_CITY,
  ORDER_PROCESSING_HOURS,
} from '../shared/constants';
import type { Lang } from '../shared/lang';

export interface Section {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface Policy {
  title: string;
  description: string;
  sections: Section[];
  /** Question and answer pairs (the FAQ). */
  faq?: { q: string; a: string }[];
}

export const POLICY_SLUGS = ['faqs', 'refundPolicy', 'agreement', 'policyTerms', 'privacy', 'vouchertcs', 'activities', 'about'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const EFFECTIVE_DATE = '2026-11-01';
/** Pages with legal force carry an effective date; information pages (FAQ, offers, about us) do not. */
export const LEGAL_SLUGS: readonly PolicySlug[] = ['refundPolicy', 'agreement', 'policyTerms', 'privacy', 'vouchertcs'];
/** The route of each page (they are named as in spec §2). */
export const policyPath = (slug: PolicySlug) => `/${slug}`;

const H = ORDER_PROCESSING_HOURS;
const CITY = DELIVERY_DAYS_IN_CITY;
const OUT = DELIVERY_DAYS_OUT_OF_CITY;
const DEL = DATA_DELETION_WORKING_DAYS;

const en: Record<PolicySlug, Policy> = {
  faqs: {
    title: 'Frequently asked questions',
    description: 'Answers about orders, delivery, payment, returns, vouchers and your KedaiKita account.',
    sections: [],
    faq: [
      {
        q: 'How fast is my order processed?',
        a: `We process every order within ${H} hours of payment (or of confirmation, for cash on delivery).`,
      },
      { q: 'How long does delivery take?', a: `${CITY} days within a city and ${OUT} days to other cities, counted from dispatch.` },
      {
        q: 'Which payment methods can I use?',
        a: 'E-wallets, credit or debit cards, and cash on delivery where the courier offers it. A card may be checked with a small charge that is refunded automatically.',
      },
      {
        q: 'Can I return a product?',
        a: 'Yes. Request an after-sales service from the order for: out of stock, wrong product received, quality issue, shipping delay, missing item, ordered the wrong product, or another reason you describe.',
      },
      {
        q: 'What happens to my voucher when I get a refund?',
        a: 'A voucher that is still valid goes back to your wallet. An expired voucher is not restored, and neither is first-order free shipping.',
      },
      {
        q: 'How do I log in?',
        a: 'With a one-time code sent by WhatsApp or e-mail, with your password, or with Google. We never ask for your code by phone or chat.',
      },
      {
        q: 'How do I delete my account?',
        a: `Choose a reason and confirm with a verification code. Your data is deleted within ${DEL} working days. Accounts with unfinished orders cannot be deleted until those orders are completed.`,
      },
      {
        q: 'What are coins?',
        a: 'Coins are earned on purchases and can pay part of a later order, up to the share of the payment shown at checkout.',
      },
    ],
  },
  refundPolicy: {
    title: 'Return and refund policy',
    description: 'When and how you can return a product and get your money back at KedaiKita.',
    sections: [
      {
        heading: 'When you can ask for a return',
        paragraphs: ['Open the order and choose after-sales service. We accept requests for these reasons:'],
        list: [
          'Out of stock',
          'Wrong product received',
          'Quality issue',
          'Shipping delay',
          'Missing item',
          'Ordered the wrong product',
          'Other (tell us what happened)',
        ],
      },
      {
        heading: 'How refunds are paid',
        paragraphs: [
          'We refund to the payment method you used. Cash-on-delivery orders are refunded to the refund account you set in your profile.',
          'Card checks: a card may be verified with a small charge that is refunded automatically; it is not part of your order.',
        ],
      },
      {
        heading: 'Vouchers, coins and shipping',
        list: [
          'A voucher that is still valid returns to your wallet; an expired voucher is not restored.',
          'First-order free shipping is not restored on refund.',
          'Coins used on the order are returned to your balance.',
        ],
      },
      {
        heading: 'Timing',
        paragraphs: [
          `We review requests within ${H} hours. Returned items must reach us in their original condition unless the reason is a quality issue or a wrong product.`,
        ],
      },
    ],
  },
  agreement: {
    title: 'User agreement',
    description: 'The agreement between you and KedaiKita when you create an account and shop with us.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'You sign in with your phone number (WhatsApp), your e-mail, a password or Google. Keep your codes and password to yourself: we never ask for them. You are responsible for what is done with your account.',
        ],
      },
      {
        heading: 'Orders',
        paragraphs: [
          `An order is a request to buy at the price shown when you place it. If a price changes before payment, we ask you to refresh and confirm. We process orders within ${H} hours; an order may be cancelled if an item runs out of stock, with a full refund.`,
        ],
      },
      {
        heading: 'Fair use',
        list: [
          'One person, one account; vouchers for new users are for your first order only.',
          'Some vouchers are only for the app.',
          'We may limit quantities per item and orders per day to keep stock fair for everyone.',
          'We may disable an account used for fraud; a disabled account cannot order.',
        ],
      },
      {
        heading: 'Ending the agreement',
        paragraphs: [
          `You can delete your account at any time from your profile; deletion takes ${DEL} working days and is not possible while an order is unfinished.`,
        ],
      },
    ],
  },
  policyTerms: {
    title: 'Terms and conditions',
    description: 'The terms of sale and delivery of KedaiKita in Indonesia, Singapore and Malaysia.',
    sections: [
      {
        heading: 'Prices and payment',
        paragraphs: [
          'Prices are in the currency of your country (rupiah, Singapore dollar or ringgit) and include tax where it applies. You can pay by e-wallet, credit or debit card, or cash on delivery.',
        ],
      },
      {
        heading: 'Delivery',
        paragraphs: [
          `Orders are processed within ${H} hours. Delivery takes ${CITY} days within a city and ${OUT} days outside it. You need a delivery address to order; some areas or delivery methods may not be available.`,
        ],
      },
      { heading: 'Returns', paragraphs: ['See the return and refund policy for the reasons and how refunds are paid.'] },
      {
        heading: 'Profile rules',
        list: ['Your birthday can be changed once a year.', `Profile pictures: 200 × 200 pixels recommended, at most ${AVATAR_MAX_KB} KB.`],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What personal data KedaiKita keeps, why, and how you can have it deleted.',
    sections: [
      {
        heading: 'What we keep',
        list: [
          'Your phone number and e-mail, to sign you in and send order updates.',
          'Your delivery addresses and orders, to deliver and support them.',
          'Your search history, shown only to you while you are signed in, and cleared whenever you want.',
          'A device identifier, to keep your language and to protect sign-in from abuse.',
        ],
      },
      {
        heading: 'What we do not keep',
        paragraphs: [
          'We never see your full card number; payments go through our payment provider. Passwords are stored only as a slow, salted hash. Your session is a random token in a cookie page scripts cannot read.',
        ],
      },
      {
        heading: 'Deleting your data',
        paragraphs: [
          `Delete your account from your profile: choose a reason (poor app experience, no longer using the account or app, prefer not to say, or other) and confirm with a code. Your data is deleted within ${DEL} working days.`,
        ],
      },
    ],
  },
  vouchertcs: {
    title: 'Voucher terms',
    description: 'How KedaiKita vouchers work: eligibility, limits, expiry and refunds.',
    sections: [
      {
        heading: 'Using vouchers',
        list: [
          'Each voucher shows its minimum spend, its discount and its dates.',
          'Some vouchers are for new users only or only in the app.',
          'A voucher can be claimed a limited number of times, and a campaign may be fully claimed before it ends.',
        ],
      },
      {
        heading: 'Refunds',
        paragraphs: [
          'When an order is refunded, a voucher that is still valid returns to your wallet; an expired voucher is not restored. First-order free shipping is not restored.',
        ],
      },
    ],
  },
  activities: {
    title: 'Offers and activities',
    description: 'The current KedaiKita offers: free shipping on your first order, vouchers and coins.',
    sections: [
      {
        heading: 'Free shipping on your first order',
        paragraphs: ['Your first order ships free. If that order is refunded, the free shipping is not restored.'],
      },
      {
        heading: 'Vouchers',
        paragraphs: ['Claim vouchers in your coupon list and use them at checkout. New-user and app-only vouchers are marked as such.'],
      },
      { heading: 'Coins', paragraphs: ['Every purchase earns coins that pay part of a later order.'] },
    ],
  },
  about: {
    title: 'About KedaiKita',
    description: 'KedaiKita delivers groceries and daily essentials across Indonesia, Singapore and Malaysia.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'KedaiKita is an online grocery store for families in Indonesia, Singapore and Malaysia: rice and cooking staples, snacks, drinks, household and personal care, and mother and baby products.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          `We process orders within ${H} hours and deliver in ${CITY} days within a city, ${OUT} days elsewhere. Pay by e-wallet, card or cash on delivery.`,
        ],
      },
    ],
  },
};

const id: Record<PolicySlug, Policy> = {
  faqs: {
    title: 'Pertanyaan yang sering diajukan',
    description: 'Jawaban seputar pesanan, pengiriman, pembayaran, pengembalian, voucher, dan akun KedaiKita Anda.',
    sections: [],
    faq: [
      {
        q: 'Berapa lama pesanan saya diproses?',
        a: `Setiap pesanan kami proses dalam ${H} jam setelah pembayaran (atau setelah konfirmasi untuk bayar di tempat).`,
      },
      { q: 'Berapa lama pengirimannya?', a: `${CITY} hari dalam kota dan ${OUT} hari ke luar kota, dihitung sejak pesanan dikirim.` },
      {
        q: 'Metode pembayaran apa saja yang tersedia?',
        a: 'Dompet digital, kartu kredit atau debit, dan bayar di tempat (COD) jika kurir menyediakannya. Kartu dapat diverifikasi dengan tagihan kecil yang dikembalikan otomatis.',
      },
      {
        q: 'Bisakah saya mengembalikan produk?',
        a: 'Bisa. Ajukan layanan purnajual dari halaman pesanan dengan alasan: stok habis, produk salah, masalah kualitas, pengiriman terlambat, barang kurang, salah memesan produk, atau alasan lain yang Anda jelaskan.',
      },
      {
        q: 'Bagaimana dengan voucher saya jika dana dikembalikan?',
        a: 'Voucher yang masih berlaku kembali ke dompet Anda. Voucher yang sudah kedaluwarsa tidak dikembalikan, begitu juga gratis ongkir pesanan pertama.',
      },
      {
        q: 'Bagaimana cara masuk?',
        a: 'Dengan kode sekali pakai lewat WhatsApp atau e-mail, dengan kata sandi, atau dengan Google. Kami tidak pernah meminta kode Anda lewat telepon atau chat.',
      },
      {
        q: 'Bagaimana cara menghapus akun?',
        a: `Pilih alasan dan konfirmasi dengan kode verifikasi. Data Anda dihapus dalam ${DEL} hari kerja. Akun dengan pesanan yang belum selesai belum dapat dihapus.`,
      },
      {
        q: 'Apa itu koin?',
        a: 'Koin didapat dari setiap pembelian dan dapat dipakai membayar sebagian pesanan berikutnya, sampai batas yang tertera saat checkout.',
      },
    ],
  },
  refundPolicy: {
    title: 'Kebijakan pengembalian dan refund',
    description: 'Kapan dan bagaimana Anda dapat mengembalikan produk dan menerima kembali dana di KedaiKita.',
    sections: [
      {
        heading: 'Kapan Anda dapat mengajukan pengembalian',
        paragraphs: ['Buka pesanan lalu pilih layanan purnajual. Kami menerima pengajuan dengan alasan berikut:'],
        list: [
          'Stok habis',
          'Produk yang diterima salah',
          'Masalah kualitas',
          'Pengiriman terlambat',
          'Barang kurang',
          'Salah memesan produk',
          'Lainnya (ceritakan yang terjadi)',
        ],
      },
      {
        heading: 'Cara dana dikembalikan',
        paragraphs: [
          'Dana dikembalikan ke metode pembayaran yang Anda gunakan. Pesanan bayar di tempat dikembalikan ke rekening refund yang Anda atur di profil.',
          'Verifikasi kartu: kartu dapat diverifikasi dengan tagihan kecil yang dikembalikan otomatis; tagihan ini bukan bagian dari pesanan.',
        ],
      },
      {
        heading: 'Voucher, koin, dan ongkir',
        list: [
          'Voucher yang masih berlaku kembali ke dompet Anda; voucher kedaluwarsa tidak dikembalikan.',
          'Gratis ongkir pesanan pertama tidak dikembalikan.',
          'Koin yang dipakai pada pesanan dikembalikan ke saldo Anda.',
        ],
      },
      {
        heading: 'Waktu',
        paragraphs: [
          `Pengajuan kami tinjau dalam ${H} jam. Barang yang dikembalikan harus dalam kondisi asli, kecuali alasannya masalah kualitas atau produk salah.`,
        ],
      },
    ],
  },
  agreement: {
    title: 'Perjanjian pengguna',
    description: 'Perjanjian antara Anda dan KedaiKita saat Anda membuat akun dan berbelanja.',
    sections: [
      {
        heading: 'Akun Anda',
        paragraphs: [
          'Anda masuk dengan nomor ponsel (WhatsApp), e-mail, kata sandi, atau Google. Jaga kerahasiaan kode dan kata sandi Anda: kami tidak pernah memintanya. Anda bertanggung jawab atas penggunaan akun Anda.',
        ],
      },
      {
        heading: 'Pesanan',
        paragraphs: [
          `Pesanan adalah permintaan membeli dengan harga yang tampil saat Anda memesan. Jika harga berubah sebelum pembayaran, Anda akan diminta memuat ulang dan mengonfirmasi. Pesanan diproses dalam ${H} jam; pesanan dapat dibatalkan jika stok habis, dengan pengembalian dana penuh.`,
        ],
      },
      {
        heading: 'Penggunaan yang wajar',
        list: [
          'Satu orang, satu akun; voucher pengguna baru hanya untuk pesanan pertama.',
          'Sebagian voucher hanya berlaku di aplikasi.',
          'Kami dapat membatasi jumlah per barang dan pesanan per hari agar stok adil bagi semua.',
          'Akun yang dipakai untuk penipuan dapat dinonaktifkan; akun nonaktif tidak dapat memesan.',
        ],
      },
      {
        heading: 'Berakhirnya perjanjian',
        paragraphs: [
          `Anda dapat menghapus akun kapan saja dari profil; penghapusan memakan waktu ${DEL} hari kerja dan tidak dapat dilakukan selama ada pesanan yang belum selesai.`,
        ],
      },
    ],
  },
  policyTerms: {
    title: 'Syarat dan ketentuan',
    description: 'Ketentuan penjualan dan pengiriman KedaiKita di Indonesia, Singapura, dan Malaysia.',
    sections: [
      {
        heading: 'Harga dan pembayaran',
        paragraphs: [
          'Harga dalam mata uang negara Anda (rupiah, dolar Singapura, atau ringgit) dan sudah termasuk pajak bila berlaku. Anda dapat membayar dengan dompet digital, kartu kredit atau debit, atau bayar di tempat.',
        ],
      },
      {
        heading: 'Pengiriman',
        paragraphs: [
          `Pesanan diproses dalam ${H} jam. Pengiriman ${CITY} hari dalam kota dan ${OUT} hari ke luar kota. Anda memerlukan alamat pengiriman untuk memesan; beberapa wilayah atau metode pengiriman mungkin tidak tersedia.`,
        ],
      },
      { heading: 'Pengembalian', paragraphs: ['Lihat kebijakan pengembalian dan refund untuk alasan dan cara pengembalian dana.'] },
      {
        heading: 'Aturan profil',
        list: [
          'Tanggal lahir hanya dapat diubah setahun sekali.',
          `Foto profil: disarankan 200 × 200 piksel, maksimal ${AVATAR_MAX_KB} KB.`,
        ],
      },
    ],
  },
  privacy: {
    title: 'Kebijakan privasi',
    description: 'Data pribadi apa yang disimpan KedaiKita, untuk apa, dan bagaimana Anda dapat menghapusnya.',
    sections: [
      {
        heading: 'Yang kami simpan',
        list: [
          'Nomor ponsel dan e-mail Anda, untuk masuk dan kabar pesanan.',
          'Alamat pengiriman dan pesanan Anda, untuk mengirim dan melayaninya.',
          'Riwayat pencarian, hanya terlihat oleh Anda saat masuk, dan dapat dihapus kapan saja.',
          'Pengenal perangkat, untuk mengingat bahasa Anda dan melindungi proses masuk dari penyalahgunaan.',
        ],
      },
      {
        heading: 'Yang tidak kami simpan',
        paragraphs: [
          'Kami tidak pernah melihat nomor kartu lengkap Anda; pembayaran diproses penyedia pembayaran kami. Kata sandi hanya disimpan sebagai hash lambat yang diberi salt. Sesi Anda adalah token acak dalam cookie yang tidak dapat dibaca skrip halaman.',
        ],
      },
      {
        heading: 'Menghapus data Anda',
        paragraphs: [
          `Hapus akun dari profil: pilih alasan (pengalaman aplikasi kurang baik, tidak lagi memakai akun atau aplikasi, tidak ingin menyebutkan, atau lainnya) lalu konfirmasi dengan kode. Data Anda dihapus dalam ${DEL} hari kerja.`,
        ],
      },
    ],
  },
  vouchertcs: {
    title: 'Syarat voucher',
    description: 'Cara kerja voucher KedaiKita: syarat, batas, masa berlaku, dan refund.',
    sections: [
      {
        heading: 'Memakai voucher',
        list: [
          'Setiap voucher menampilkan minimum belanja, potongan, dan tanggal berlakunya.',
          'Sebagian voucher hanya untuk pengguna baru atau hanya di aplikasi.',
          'Voucher dapat diklaim dalam jumlah terbatas, dan kampanye dapat habis sebelum berakhir.',
        ],
      },
      {
        heading: 'Refund',
        paragraphs: [
          'Jika pesanan direfund, voucher yang masih berlaku kembali ke dompet Anda; voucher kedaluwarsa tidak dikembalikan. Gratis ongkir pesanan pertama tidak dikembalikan.',
        ],
      },
    ],
  },
  activities: {
    title: 'Promo dan aktivitas',
    description: 'Promo KedaiKita saat ini: gratis ongkir pesanan pertama, voucher, dan koin.',
    sections: [
      {
        heading: 'Gratis ongkir pesanan pertama',
        paragraphs: ['Pesanan pertama Anda gratis ongkir. Jika pesanan itu direfund, gratis ongkir tidak dikembalikan.'],
      },
      {
        heading: 'Voucher',
        paragraphs: ['Klaim voucher di daftar kupon Anda dan pakai saat checkout. Voucher pengguna baru dan khusus aplikasi diberi tanda.'],
      },
      { heading: 'Koin', paragraphs: ['Setiap pembelian memberi koin yang dapat membayar sebagian pesanan berikutnya.'] },
    ],
  },
  about: {
    title: 'Tentang KedaiKita',
    description: 'KedaiKita mengantar bahan makanan dan kebutuhan harian ke seluruh Indonesia, Singapura, dan Malaysia.',
    sections: [
      {
        heading: 'Siapa kami',
        paragraphs: [
          'KedaiKita adalah toko bahan makanan online untuk keluarga di Indonesia, Singapura, dan Malaysia: beras dan bahan dapur, camilan, minuman, kebutuhan rumah tangga dan perawatan diri, serta produk ibu dan bayi.',
        ],
      },
      {
        heading: 'Cara kami bekerja',
        paragraphs: [
          `Pesanan kami proses dalam ${H} jam dan kami antar dalam ${CITY} hari di dalam kota, ${OUT} hari ke kota lain. Bayar dengan dompet digital, kartu, atau bayar di tempat.`,
        ],
      },
    ],
  },
};

const zh: Record<PolicySlug, Policy> = {
  faqs: {
    title: '常见问题',
    description: '关于订单、配送、支付、退货、优惠券和 KedaiKita 账户的解答。',
    sections: [],
    faq: [
      { q: '我的订单多久处理？', a: `所有订单都会在付款后（货到付款则在确认后）${H} 小时内处理。` },
      { q: '配送需要多久？', a: `自发货起，同城 ${CITY} 天，外地 ${OUT} 天。` },
      {
        q: '可以使用哪些支付方式？',
        a: '电子钱包、信用卡或借记卡，以及快递支持时的货到付款。银行卡可能会以一笔小额扣款验证，该款项会自动退回。',
      },
      {
        q: '可以退货吗？',
        a: '可以。在订单中申请售后服务，原因可选：缺货、收到错误商品、质量问题、配送延误、漏发商品、下错单，或其他您描述的原因。',
      },
      { q: '退款后我的优惠券怎么处理？', a: '仍在有效期内的优惠券会退回您的卡包；已过期的优惠券不予恢复，首单免运费也不予恢复。' },
      {
        q: '如何登录？',
        a: '使用通过 WhatsApp 或邮箱发送的一次性验证码、密码或 Google 账号登录。我们绝不会通过电话或聊天向您索要验证码。',
      },
      {
        q: '如何注销账户？',
        a: `选择注销原因并输入验证码确认，您的数据将在 ${DEL} 个工作日内删除。有未完成订单的账户需待订单完成后才能注销。`,
      },
      { q: '金币是什么？', a: '每次购物都可获得金币，之后下单时可抵扣部分金额，上限以结算页显示为准。' },
    ],
  },
  refundPolicy: {
    title: '退货与退款政策',
    description: '在 KedaiKita 何时以及如何退货并获得退款。',
    sections: [
      {
        heading: '何时可以申请退货',
        paragraphs: ['打开订单并选择售后服务。我们受理以下原因的申请：'],
        list: ['缺货', '收到错误商品', '质量问题', '配送延误', '漏发商品', '下错单', '其他（请说明情况）'],
      },
      {
        heading: '退款方式',
        paragraphs: [
          '款项将退回您付款时使用的方式。货到付款订单将退至您在个人资料中设置的退款账户。',
          '银行卡验证：银行卡可能会以一笔小额扣款验证，该款项会自动退回，不属于订单金额。',
        ],
      },
      {
        heading: '优惠券、金币与运费',
        list: ['仍有效的优惠券退回卡包；已过期的优惠券不予恢复。', '首单免运费不予恢复。', '订单中使用的金币将退回您的余额。'],
      },
      { heading: '处理时间', paragraphs: [`我们会在 ${H} 小时内审核申请。除质量问题或错发商品外，退回的商品须保持原样。`] },
    ],
  },
  agreement: {
    title: '用户协议',
    description: '您在 KedaiKita 注册账户和购物时与我们之间的协议。',
    sections: [
      {
        heading: '您的账户',
        paragraphs: [
          '您可以使用手机号（WhatsApp）、邮箱、密码或 Google 登录。请妥善保管验证码和密码，我们绝不会向您索要。您需对账户内的操作负责。',
        ],
      },
      {
        heading: '订单',
        paragraphs: [
          `订单是按下单时显示的价格购买的请求。若付款前价格发生变化，我们会请您刷新后确认。订单在 ${H} 小时内处理；如商品缺货，订单可能被取消并全额退款。`,
        ],
      },
      {
        heading: '合理使用',
        list: [
          '一人一个账户；新人优惠券仅限首单使用。',
          '部分优惠券仅限 App 使用。',
          '为保证库存公平，我们可能限制单品数量和每日订单数。',
          '用于欺诈的账户可能被停用，停用账户无法下单。',
        ],
      },
      { heading: '协议终止', paragraphs: [`您可随时在个人资料中注销账户；注销需 ${DEL} 个工作日，存在未完成订单时无法注销。`] },
    ],
  },
  policyTerms: {
    title: '条款与条件',
    description: 'KedaiKita 在印度尼西亚、新加坡和马来西亚的销售与配送条款。',
    sections: [
      {
        heading: '价格与支付',
        paragraphs: [
          '价格以您所在国家的货币（印尼盾、新加坡元或林吉特）标示，并已按规定含税。可使用电子钱包、信用卡或借记卡，或货到付款。',
        ],
      },
      {
        heading: '配送',
        paragraphs: [`订单在 ${H} 小时内处理。同城配送 ${CITY} 天，外地 ${OUT} 天。下单需要收货地址；部分地区或配送方式可能无法提供服务。`],
      },
      { heading: '退货', paragraphs: ['退货原因及退款方式请参阅《退货与退款政策》。'] },
      { heading: '个人资料规则', list: ['生日每年只能修改一次。', `头像建议 200 × 200 像素，最大 ${AVATAR_MAX_KB} KB。`] },
    ],
  },
  privacy: {
    title: '隐私政策',
    description: 'KedaiKita 保存哪些个人数据、用途，以及您如何删除它们。',
    sections: [
      {
        heading: '我们保存的信息',
        list: [
          '您的手机号和邮箱，用于登录和订单通知。',
          '您的收货地址和订单，用于配送和售后。',
          '搜索历史，仅在您登录时对您本人可见，可随时清空。',
          '设备标识，用于记住您的语言并防止登录被滥用。',
        ],
      },
      {
        heading: '我们不保存的信息',
        paragraphs: [
          '我们不会看到您的完整卡号，支付由支付服务商处理。密码仅以加盐的慢哈希形式保存。您的会话是一个页面脚本无法读取的 Cookie 中的随机令牌。',
        ],
      },
      {
        heading: '删除您的数据',
        paragraphs: [
          `在个人资料中注销账户：选择原因（App 体验不佳、不再使用账户或 App、不愿透露或其他），并用验证码确认。您的数据将在 ${DEL} 个工作日内删除。`,
        ],
      },
    ],
  },
  vouchertcs: {
    title: '优惠券条款',
    description: 'KedaiKita 优惠券的使用规则：资格、限制、有效期和退款。',
    sections: [
      {
        heading: '使用优惠券',
        list: [
          '每张优惠券都标明最低消费、优惠金额和有效日期。',
          '部分优惠券仅限新用户或仅限 App 使用。',
          '优惠券领取次数有限，活动可能在结束前被领完。',
        ],
      },
      { heading: '退款', paragraphs: ['订单退款时，仍有效的优惠券退回卡包；已过期的优惠券不予恢复。首单免运费不予恢复。'] },
    ],
  },
  activities: {
    title: '优惠活动',
    description: 'KedaiKita 当前优惠：首单免运费、优惠券和金币。',
    sections: [
      { heading: '首单免运费', paragraphs: ['您的第一笔订单免运费。若该订单退款，免运费不予恢复。'] },
      { heading: '优惠券', paragraphs: ['在优惠券列表中领取，结算时使用。新人券和 App 专享券均有标注。'] },
      { heading: '金币', paragraphs: ['每次购物都能获得金币，可抵扣之后订单的部分金额。'] },
    ],
  },
  about: {
    title: '关于 KedaiKita',
    description: 'KedaiKita 为印度尼西亚、新加坡和马来西亚的家庭配送生鲜杂货和日用品。',
    sections: [
      {
        heading: '我们是谁',
        paragraphs: [
          'KedaiKita 是面向印度尼西亚、新加坡和马来西亚家庭的线上杂货店：大米与厨房用品、零食、饮料、家居与个人护理用品，以及母婴产品。',
        ],
      },
      {
        heading: '我们如何运作',
        paragraphs: [`订单在 ${H} 小时内处理，同城 ${CITY} 天送达，外地 ${OUT} 天。支持电子钱包、银行卡或货到付款。`],
      },
    ],
  },
};

const ALL: Record<Lang, Record<PolicySlug, Policy>> = { en, id, 'zh-CN': zh };

export function policy(lang: Lang, slug: PolicySlug): Policy {
  return ALL[lang][slug];
}
