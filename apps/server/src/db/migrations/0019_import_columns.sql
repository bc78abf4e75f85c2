CREATE TABLE "import_column_choices" (
	"customer_code" text NOT NULL,
	"type" smallint NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_column_choices_customer_code_type_pk" PRIMARY KEY("customer_code","type")
);
--> statement-breakpoint
DROP INDEX "imports_one_pending";--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "file_columns" jsonb;--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "column_mapping" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "imports_one_pending" ON "imports" USING btree ("customer_code") WHERE "imports"."state" in ('validating', 'columns', 'invalid', 'ready', 'importing');--> statement-breakpoint
SELECT enable_tenant_rls('import_column_choices');
