CREATE TABLE "order_promotions" (
	"order_id" text NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"discount_paise" integer NOT NULL,
	"shipping_waived_paise" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_promotions_order_id_promotion_id_pk" PRIMARY KEY("order_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_customer_uses" (
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"max_uses" integer NOT NULL,
	CONSTRAINT "promotion_customer_uses_promotion_id_user_id_pk" PRIMARY KEY("promotion_id","user_id"),
	CONSTRAINT "promotion_customer_uses_check" CHECK ("promotion_customer_uses"."uses" >= 0 and "promotion_customer_uses"."uses" <= "promotion_customer_uses"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"percent" numeric(5, 2),
	"amount_paise" integer,
	"max_discount_paise" integer,
	"min_order_paise" integer,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"combinable" boolean DEFAULT false NOT NULL,
	"buy_quantity" integer,
	"get_quantity" integer,
	"get_product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_uses_check" CHECK ("promotions"."uses" >= 0 and ("promotions"."usage_limit" is null or "promotions"."uses" <= "promotions"."usage_limit")),
	CONSTRAINT "promotions_code_or_automatic_check" CHECK (("promotions"."code" is null) = "promotions"."automatic")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_promotions" ADD CONSTRAINT "order_promotions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customer_uses" ADD CONSTRAINT "promotion_customer_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_customer_uses" ADD CONSTRAINT "promotion_customer_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_promotions_promotion_idx" ON "order_promotions" USING btree ("promotion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_store_code_idx" ON "promotions" USING btree ("store_id",upper("code")) WHERE "promotions"."code" is not null;--> statement-breakpoint
CREATE INDEX "promotions_store_automatic_idx" ON "promotions" USING btree ("store_id") WHERE "promotions"."automatic";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_discount_check" CHECK ("order_items"."discount_paise" >= 0 and "order_items"."discount_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");