-- Deleting a charge lets its invoice file go with the unused uploads: the foreign key nulls only charge_id.
CREATE TABLE "invoice_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"md5" text,
	"sha256" text,
	"storage_key" text NOT NULL,
	"status" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	"charge_id" bigint
);
--> statement-breakpoint
ALTER TABLE "invoice_uploads" ADD CONSTRAINT "invoice_uploads_customer_code_charge_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","charge_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE SET NULL ("charge_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_uploads_unused" ON "invoice_uploads" USING btree ("customer_code","created_at") WHERE "invoice_uploads"."charge_id" is null;--> statement-breakpoint
SELECT enable_tenant_rls('invoice_uploads');
