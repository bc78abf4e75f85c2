CREATE TABLE "external_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"source" text NOT NULL,
	"document_number" text,
	"document_date" date,
	"description" text NOT NULL,
	"total_value" numeric(14, 2),
	"payload" jsonb,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "external_movements_customer_idx" ON "external_movements" USING btree ("customer_code");--> statement-breakpoint
SELECT enable_tenant_rls('external_movements');
