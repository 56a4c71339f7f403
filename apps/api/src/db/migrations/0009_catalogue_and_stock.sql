CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sku" text,
	"stock" integer,
	"low_stock_threshold" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_images" (
	"key" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_store_newest_idx";--> statement-breakpoint
DROP INDEX "products_store_category_idx";--> statement-breakpoint
DROP INDEX "products_store_category_parent_idx";--> statement-breakpoint
DROP INDEX "products_store_gender_idx";--> statement-breakpoint
DROP INDEX "products_store_parent_idx";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "low_stock_threshold" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_option_idx" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree ("store_id",lower("sku")) WHERE "product_variants"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_variants_store_stock_idx" ON "product_variants" USING btree ("store_id","stock") WHERE "product_variants"."stock" is not null;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 0;--> statement-breakpoint
CREATE INDEX "products_store_updated_idx" ON "products" USING btree ("store_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_store_newest_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_category_idx" ON "products" USING btree ("store_id",lower("category"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_category_parent_idx" ON "products" USING btree ("store_id",lower("category"),"parent_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_gender_idx" ON "products" USING btree ("store_id",lower("gender"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "products_store_parent_idx" ON "products" USING btree ("store_id","parent_category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."archived_at" is null;--> statement-breakpoint
-- Products from before stock existed get one variant per size and colour, stock not tracked:
-- they sell as they did.
INSERT INTO "product_variants" ("store_id", "product_id", "size", "color", "position")
SELECT p.store_id, p.id, s.size, c.color, (s.n - 1) * 1000 + c.n
FROM "products" p
CROSS JOIN LATERAL (
  SELECT
    coalesce((SELECT array_agg(v.value ORDER BY a.n, v.n)
              FROM jsonb_array_elements(p.attributes) WITH ORDINALITY AS a(attr, n),
                   jsonb_array_elements_text(a.attr->'value') WITH ORDINALITY AS v(value, n)
              WHERE lower(a.attr->>'key') IN ('size', 'sizes')), ARRAY['']) AS sizes,
    coalesce((SELECT array_agg(v.value ORDER BY a.n, v.n)
              FROM jsonb_array_elements(p.attributes) WITH ORDINALITY AS a(attr, n),
                   jsonb_array_elements_text(a.attr->'value') WITH ORDINALITY AS v(value, n)
              WHERE lower(a.attr->>'key') IN ('color', 'colours', 'colors')), ARRAY['']) AS colors
) AS options
CROSS JOIN LATERAL unnest(options.sizes) WITH ORDINALITY AS s(size, n)
CROSS JOIN LATERAL unnest(options.colors) WITH ORDINALITY AS c(color, n)
ON CONFLICT DO NOTHING;
