CREATE TABLE "grievances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grievances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"ticket" text NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"email" text,
	"phone" text,
	"order_ref" text,
	"order_id" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_staff_id" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by_staff_id" integer,
	"resolution" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open', 'acknowledged', 'resolved', 'closed')),
	CONSTRAINT "grievances_contact_check" CHECK (("grievances"."email" is null) <> ("grievances"."phone" is null))
);
--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_acknowledged_by_staff_id_staff_id_fk" FOREIGN KEY ("acknowledged_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_resolved_by_staff_id_staff_id_fk" FOREIGN KEY ("resolved_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_store_ticket_idx" ON "grievances" USING btree ("store_id","ticket");--> statement-breakpoint
CREATE INDEX "grievances_store_status_idx" ON "grievances" USING btree ("store_id","status","created_at");