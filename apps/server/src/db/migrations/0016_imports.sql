CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"type" smallint NOT NULL,
	"state" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"report" jsonb,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"failure_code" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_pending" ON "imports" USING btree ("customer_code") WHERE "imports"."state" in ('validating', 'invalid', 'ready', 'importing');--> statement-breakpoint
CREATE INDEX "imports_tenant_created" ON "imports" USING btree ("customer_code","created_at");--> statement-breakpoint
CREATE INDEX "imports_created" ON "imports" USING btree ("created_at");--> statement-breakpoint
SELECT enable_tenant_rls('imports');
