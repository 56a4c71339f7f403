ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_webhooks_handled_idx" ON "payment_webhooks" USING btree ("handled_at");--> statement-breakpoint
CREATE INDEX "payments_initiated_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'initiated';--> statement-breakpoint
-- hand-written: reconciliation is a recurring job now (decision 0029), no longer rows of `jobs`
-- enqueued per store every five minutes; no process runs that kind any more.
DELETE FROM "jobs" WHERE "kind" = 'payment-reconciliation';
