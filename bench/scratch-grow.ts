import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { seedIfEmpty } from '../apps/api/src/db/seed';
import pg from 'pg';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists storefront_prof');
await admin.query('create database storefront_prof');
await admin.end();
const url = 'postgres://postgres@127.0.0.1:5432/storefront_prof';
const handle = await openDatabase({ kind: 'postgres', url });
await handle.prepare(async (db) => void (await seedIfEmpty(db)));
const target = Number(process.argv[2] ?? 100000);
await handle.db.execute(sql`
    insert into products (store_id, title, description, img_url, images, category, parent_category,
                          gender, regular_price, discounted_price, attributes, created_at)
    select s.id, 'Generated product ' || g, 'A generated catalogue entry for the scale benchmark.',
           '/images/products/hdmi-cable-black-front.svg',
           '[{"url":"/images/products/hdmi-cable-black-front.svg"},{"url":"/images/products/hdmi-cable-black-detail.svg"}]'::jsonb,
           (array['TV & Video Accessories','Men','Women','Accessories','Home','Personal Care'])[1 + g % 6],
           (array['Alpha','Bravo','Charlie','Delta'])[1 + (g / 6) % 4],
           (array[null,'Men','Women','Unisex',null,'Men'])[1 + g % 6],
           10000 + (g % 500) * 100, case when g % 3 = 0 then 9000 + (g % 500) * 100 end,
           '[{"key":"size","value":["S","M","L"]},{"key":"color","value":["Black"]}]'::jsonb,
           now() - interval '1 day' - make_interval(secs => g)
    from generate_series(1, ${target}::int) as g, stores s where s.is_default`);
await handle.db.execute(sql`vacuum analyze products`);
await handle.close();
console.log('grown');
