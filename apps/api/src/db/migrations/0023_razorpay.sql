CREATE TABLE "payment_webhooks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_webhooks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "razorpay_sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "razorpay_sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"email" text,
	"contact" text,
	"error_code" text,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "razorpay_sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"receipt" text,
	"idempotency_key" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "razorpay_sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_payments" ADD CONSTRAINT "razorpay_sandbox_payments_order_id_razorpay_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."razorpay_sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "razorpay_sandbox_refunds" ADD CONSTRAINT "razorpay_sandbox_refunds_payment_id_razorpay_sandbox_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."razorpay_sandbox_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_store_event_idx" ON "payment_webhooks" USING btree ("store_id","event_id");--> statement-breakpoint
CREATE INDEX "razorpay_sandbox_payments_order_idx" ON "razorpay_sandbox_payments" USING btree ("order_id");--> statement-breakpoint
-- Stores offering the test gateway offer Razorpay too (the real one once configured, its sandbox outside production).
UPDATE "stores" SET "payment_settings" = jsonb_set("payment_settings", '{methods}', ("payment_settings"->'methods') || '["razorpay","razorpay_sandbox"]'::jsonb) WHERE "payment_settings"->'methods' ? 'sandbox' AND NOT ("payment_settings"->'methods' ? 'razorpay_sandbox');
