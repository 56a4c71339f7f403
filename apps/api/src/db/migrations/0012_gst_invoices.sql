CREATE TABLE "gst_rates" (
	"rate_percent" numeric(5, 2) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	CONSTRAINT "gst_rates_rate_percent_valid_from_pk" PRIMARY KEY("rate_percent","valid_from"),
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_percent" >= 0 and "gst_rates"."rate_percent" <= 100),
	CONSTRAINT "gst_rates_dates_check" CHECK ("gst_rates"."valid_until" >= "gst_rates"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"store_id" integer NOT NULL,
	"financial_year" text NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "invoice_counters_store_id_financial_year_pk" PRIMARY KEY("store_id","financial_year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^[A-Za-z0-9/-]{1,16}$')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_quantity" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "consumer_care" text;--> statement-breakpoint
-- The product's answer gains its legal details, HSN code and GST rate (percent, trailing zeros
-- dropped: 18, not 18.00).
CREATE FUNCTION product_api_json(
  id uuid, title text, description text, img_url text, category text, parent_category text,
  gender text, regular_price integer, discounted_price integer, created_at timestamptz,
  images jsonb, attributes jsonb, variants_json text, generic_name text, net_quantity text,
  country_of_origin text, manufacturer text, consumer_care text, hsn text, gst_rate numeric
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(answer)::text) FROM (SELECT
    $1 AS "id",
    $2 AS "title",
    $3 AS "description",
    $4 AS "imgUrl",
    $5 AS "category",
    $6 AS "parentCategory",
    $7 AS "gender",
    trim_scale($8 / 100.0) AS "regularPrice",
    trim_scale($9 / 100.0) AS "discountedPrice",
    to_char($10 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    $11 AS "images",
    $12 AS "attributes",
    $13::json AS "variants",
    json_build_object(
      'genericName', $14, 'netQuantity', $15, 'countryOfOrigin', $16, 'manufacturer', $17,
      'consumerCare', $18, 'hsn', $19, 'gstRate', trim_scale($20)) AS "details") AS answer
$$;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "api_json";--> statement-breakpoint
DROP FUNCTION product_api_json(uuid, text, text, text, text, text, text, integer, integer, timestamptz, jsonb, jsonb, text);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "api_json" text GENERATED ALWAYS AS (product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes, variants_json, generic_name, net_quantity, country_of_origin, manufacturer, consumer_care, hsn, gst_rate)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "registered_address" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "hsn_digits" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "invoice_prefix" text DEFAULT 'INV' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_number_idx" ON "invoices" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_store_year_seq_idx" ON "invoices" USING btree ("store_id","financial_year","seq");--> statement-breakpoint
CREATE INDEX "invoices_store_issued_idx" ON "invoices" USING btree ("store_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_check" CHECK ("products"."hsn" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_hsn_digits_check" CHECK ("stores"."hsn_digits" in (4, 6));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_invoice_prefix_check" CHECK ("stores"."invoice_prefix" ~ '^[A-Z0-9]{1,4}$');--> statement-breakpoint
-- The slabs in force since 22 September 2025 (GST Council, 56th meeting). The next change is
-- data: close these with valid_until and insert the new rates.
INSERT INTO "gst_rates" ("rate_percent", "valid_from") VALUES
  (0, '2025-09-22'), (5, '2025-09-22'), (18, '2025-09-22'), (40, '2025-09-22');
