// The catalogue of the search benchmark (issue 19): one store's products grown in bulk (SQL
// generate_series) with names made of realistic words (TV accessories and general goods, Hindi
// words in Latin letters among them). Shared by bench/search.ts and bench/search-dev.ts.
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/api/src/db/client';

/** Products are added in statements of this many (the vocabulary's trigger runs per statement). */
const BATCH = 100_000;

/** Words of generated products: g picks each by a different stride, so names vary. */
const words = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);
const BRANDS = words([
  'Sony',
  'Samsung',
  'Boat',
  'Portronics',
  'Amkette',
  'Zebronics',
  'Philips',
  'Havells',
  'Syska',
  'Ambrane',
  'Bajaj',
  'Prestige',
  'Milton',
  'Cello',
  'Biba',
  'Fabindia',
  'Manyavar',
  'Raymond',
  'Bata',
  'Titan',
  'Fastrack',
  'Wildcraft',
  'Skybags',
  'Nilkamal',
  'Wakefit',
]);
const ADJECTIVES = words([
  'Premium',
  'Slim',
  'Heavy Duty',
  'Universal',
  'Braided',
  'Smart',
  'Wireless',
  'Cotton',
  'Printed',
  'Handloom',
  'Festive',
  'Classic',
  'Compact',
  'Foldable',
  'Waterproof',
  'Ultra HD',
  'Gold Plated',
  'Stainless Steel',
  'Wooden',
  'Leather',
  'Silk',
  'Embroidered',
  'Casual',
]);
/** Product kinds with their category and parent category, one array each, same order. */
const KINDS: [string, string, string][] = [
  ['HDMI Cable', 'TV & Video Accessories', 'HDMI Cables'],
  ['TV Remote', 'TV & Video Accessories', 'Remote Controls'],
  ['Remote Control', 'TV & Video Accessories', 'Remote Controls'],
  ['TV Wall Mount', 'TV & Video Accessories', 'Wall Mounts'],
  ['Ceiling Bracket', 'TV & Video Accessories', 'Wall Mounts'],
  ['TV Stand', 'TV & Video Accessories', 'Entertainment Units'],
  ['TV Unit', 'TV & Video Accessories', 'Entertainment Units'],
  ['Streaming Stick', 'TV & Video Accessories', 'Streaming Devices'],
  ['Android TV Box', 'TV & Video Accessories', 'Streaming Devices'],
  ['Soundbar', 'TV & Video Accessories', 'Audio'],
  ['USB Charger', 'Electronics', 'Chargers'],
  ['Power Bank', 'Electronics', 'Chargers'],
  ['Extension Cord', 'Electronics', 'Power'],
  ['Earphones', 'Electronics', 'Audio'],
  ['Kurta', 'Men', 'Kurtas'],
  ['Kurti', 'Women', 'Kurtis'],
  ['Saree', 'Women', 'Sarees'],
  ['Dupatta', 'Women', 'Dupattas'],
  ['Shirt', 'Men', 'Shirts'],
  ['T-Shirt', 'Men', 'T-Shirts'],
  ['Jeans', 'Men', 'Jeans'],
  ['Sneakers', 'Men', 'Footwear'],
  ['Belt', 'Accessories', 'Belts'],
  ['Wallet', 'Accessories', 'Wallets'],
  ['Backpack', 'Accessories', 'Bags'],
  ['Watch', 'Accessories', 'Watches'],
  ['Pressure Cooker', 'Home', 'Kitchen'],
  ['Water Bottle', 'Home', 'Kitchen'],
  ['Bedsheet', 'Home', 'Furnishing'],
  ['Cushion Cover', 'Home', 'Furnishing'],
  ['LED Bulb', 'Home', 'Lighting'],
  ['Table Lamp', 'Home', 'Lighting'],
];
const SPECS = words([
  '1.5 m',
  '2 m',
  '3 m',
  '5 m',
  '4K',
  '8K',
  '2.1',
  'Pack of 2',
  'Pack of 3',
  '32 inch',
  '43 inch',
  '55 inch',
  '65 inch',
  '10000 mAh',
  '20W',
  '65W',
  'Free Size',
  'XL',
  'M',
  'L',
  '1 Litre',
  '3 Litre',
  'King Size',
  '9W',
  'Blue',
  'Black',
  'Maroon',
  'Mustard',
  'Teal',
]);
const PHRASES = words([
  'Made for everyday use and built to last.',
  'Works with all major TV brands including Sony, Samsung and LG.',
  'Soft fabric that stays comfortable through Indian summers.',
  'Comes with a one year warranty and free installation support.',
  'Tangle free design with reinforced connectors.',
  'Easy to clean, machine washable and colour fast.',
  'Energy efficient and safe for daily use at home.',
  'A festive favourite, gift wrapped on request.',
  'Supports high speed data, ethernet and audio return channel.',
  'Fits most rooms and holds up to 40 kg with the fittings included.',
]);
const arrayOf = (index: number) => sql.raw(`array[${KINDS.map((k) => `'${k[index]}'`).join(',')}]`);

/** How many products the database holds, in every store. */
export async function productCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from products`,
  );
  return row!.count;
}

/** Adds generated products to the default store until it holds `target`. */
export async function growCatalogue(db: Database, target: number): Promise<void> {
  for (let from = (await productCount(db)) + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1);
    const kind = sql`1 + (g * 7) % ${KINDS.length}`;
    await db.execute(sql`
      insert into products (store_id, title, description, img_url, images, category,
                            parent_category, regular_price, discounted_price, created_at,
                            variants_json)
      select s.id,
             (${BRANDS})[1 + g % 25] || ' ' || (${ADJECTIVES})[1 + (g / 25) % 23] || ' '
               || (${arrayOf(0)})[${kind}] || ' ' || (${SPECS})[1 + (g / 3) % 29]
               -- A rare word: one product in a thousand.
               || case when g % 1000 = 7 then ' Chikankari' else '' end,
             (${PHRASES})[1 + g % 10] || ' ' || (${PHRASES})[1 + (g / 10) % 10],
             '/images/products/hdmi-cable-black-front.svg',
             '[{"url":"/images/products/hdmi-cable-black-front.svg"}]'::jsonb,
             (${arrayOf(1)})[${kind}],
             (${arrayOf(2)})[${kind}],
             10000 + (g % 500) * 100,
             case when g % 3 = 0 then 9000 + (g % 500) * 100 end,
             now() - interval '1 day' - make_interval(secs => g),
             -- One product in ten is out of stock.
             case when g % 10 = 3
                  then '[{"size" : "", "color" : "", "inStock" : false, "left" : null}]'
                  else '[]' end
      from generate_series(${from}::int, ${to}::int) as g, stores s
      where s.is_default`);
  }
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze search_words`);
  // The postings are read by index-only scans: the visibility map must be set.
  await db.execute(sql`vacuum analyze search_postings`);
}

/** What the search indexes take on disk. */
export async function indexSizes(db: Database): Promise<string> {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select pg_size_pretty(pg_relation_size('search_postings')) as "search_postings",
               pg_size_pretty(pg_relation_size('search_postings_rank_idx'))
                 as "search_postings_rank_idx",
               pg_size_pretty(pg_relation_size('search_postings_product_id_word_pk'))
                 as "search_postings primary key",
               (select count(*) from search_postings)::text as "postings",
               pg_size_pretty(pg_relation_size('search_words')
                 + pg_indexes_size('search_words')) as "search_words with indexes",
               (select count(*) from search_words)::text as "vocabulary words",
               pg_size_pretty((select sum(pg_column_size(search_vector)) from products)::bigint)
                 as "search_vector column",
               pg_size_pretty(pg_total_relation_size('products')) as "products in all"`,
  );
  return Object.entries(row ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
}
