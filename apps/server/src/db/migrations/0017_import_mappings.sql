CREATE TABLE "import_mappings" (
	"customer_code" text NOT NULL,
	"import_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"position" integer NOT NULL,
	"source" jsonb NOT NULL,
	"action" text NOT NULL,
	"target_id" bigint,
	"matched_by" text,
	CONSTRAINT "import_mappings_import_id_kind_source_key_pk" PRIMARY KEY("import_id","kind","source_key")
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT enable_tenant_rls('import_mappings');
