-- Delivery zones and rates (issue 39, decision 0032): the store's zones, dispatch days and pickup
-- PIN (null: the defaults), products' weight and size, and the shipping charge in an order's total.
ALTER TABLE "orders" ADD COLUMN "shipping_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" numeric(6, 1);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "shipping_settings" jsonb;