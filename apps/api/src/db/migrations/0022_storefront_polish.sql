ALTER TABLE "stores" ADD COLUMN "home_hero" jsonb DEFAULT '{"title":null,"text":null,"imageUrl":null,"imageAlt":null}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_store_featured_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null and "products"."attributes" @? '$[*] ? (@.key like_regex "^featured$" flag "i" && exists(@.value[*] ? (@ like_regex "true")))';
--> statement-breakpoint
-- The sample shop's consumer care, which follows the store's settings once blank (the storefront
-- shows the store's own). Only the sample's very words are changed, here and in the shipping
-- policy below: a shop's own texts stay as they are.
UPDATE "products" SET "consumer_care" = NULL
  WHERE "consumer_care" = 'Customer Care, Chitra Retail Private Limited, Shop 14, Lajpat Rai Market, Chandni Chowk, Delhi 110006; +91 98110 45672; care@chitrakart.in';
--> statement-breakpoint
-- The sample shipping policy's warehouse town, which another shop's settings would contradict.
UPDATE "stores" SET "policies" = jsonb_set("policies", '{shipping}', to_jsonb(replace("policies"->>'shipping',
    '{{companyName}} ships every order from our Delhi warehouse within one working day.',
    '{{companyName}} ships every order within one working day.')))
  WHERE "policies"->>'shipping' LIKE '%{{companyName}} ships every order from our Delhi warehouse within one working day.%';
