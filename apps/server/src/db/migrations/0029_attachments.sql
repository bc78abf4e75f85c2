CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"asset_id" bigint,
	"universality_id" bigint,
	"movement_id" bigint,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"sha256" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_one_record" CHECK (num_nonnulls("attachments"."asset_id", "attachments"."universality_id", "attachments"."movement_id") <= 1),
	CONSTRAINT "attachments_kind" CHECK ("attachments"."kind" in ('photo', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE set null ("asset_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_customer_code_universality_id_universalities_customer_code_id_fk" FOREIGN KEY ("customer_code","universality_id") REFERENCES "public"."universalities"("customer_code","id") ON DELETE set null ("universality_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_customer_code_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE set null ("movement_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_asset" ON "attachments" USING btree ("customer_code","asset_id","created_at") WHERE "attachments"."asset_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_universality" ON "attachments" USING btree ("customer_code","universality_id","created_at") WHERE "attachments"."universality_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_movement" ON "attachments" USING btree ("customer_code","movement_id","created_at") WHERE "attachments"."movement_id" is not null;--> statement-breakpoint
CREATE INDEX "attachments_orphans" ON "attachments" USING btree ("customer_code") WHERE num_nonnulls("attachments"."asset_id", "attachments"."universality_id", "attachments"."movement_id") = 0;--> statement-breakpoint
-- A record's deletion empties only its own column: the row stays, of the school, for the cleanup to take.
SELECT enable_tenant_rls('attachments');
