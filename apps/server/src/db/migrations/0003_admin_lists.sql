CREATE TABLE "school_data" (
	"customer_code" text PRIMARY KEY NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"label_heading" text DEFAULT '' NOT NULL,
	"manager" text,
	"consignee" text,
	"last_renewal_date" date,
	"first_year_depreciation" text DEFAULT 'none' NOT NULL,
	"last_durable_movable" integer DEFAULT 0 NOT NULL,
	"last_durable_books" integer DEFAULT 0 NOT NULL,
	"last_durable_historic" integer DEFAULT 0 NOT NULL,
	"last_durable_vehicles" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aggregations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "aggregations_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"register_id" bigint NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "categories_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "default_subcategories" (
	"code" text PRIMARY KEY NOT NULL,
	"register_kind" text NOT NULL,
	"category_code" text NOT NULL,
	"category_description" text NOT NULL,
	"subcategory_code" text NOT NULL,
	"description" text NOT NULL,
	"aggregation_code" text NOT NULL,
	"aggregation_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_subcategory_rates" (
	"default_code" text NOT NULL,
	"valid_from_year" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "default_subcategory_rates_default_code_valid_from_year_pk" PRIMARY KEY("default_code","valid_from_year")
);
--> statement-breakpoint
CREATE TABLE "registers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"has_durable_register" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "registers_tenant_id" UNIQUE("customer_code","id"),
	CONSTRAINT "registers_tenant_kind" UNIQUE("customer_code","kind")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"category_id" bigint NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"aggregation_id" bigint,
	"default_code" text,
	CONSTRAINT "subcategories_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "subcategory_rates" (
	"customer_code" text NOT NULL,
	"subcategory_id" bigint NOT NULL,
	"valid_from_year" integer NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	CONSTRAINT "subcategory_rates_customer_code_subcategory_id_valid_from_year_pk" PRIMARY KEY("customer_code","subcategory_id","valid_from_year")
);
--> statement-breakpoint
CREATE TABLE "labels_settings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text,
	"description" text NOT NULL,
	"kind" text NOT NULL,
	"rows_number" integer NOT NULL,
	"columns_number" integer NOT NULL,
	"barcode_scale" numeric(4, 2) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "administrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"description" text NOT NULL,
	"fiscal_code" text,
	"address" text,
	"city" text,
	CONSTRAINT "administrations_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "creditors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"vendor_type" text NOT NULL,
	"business_name" text,
	"name" text,
	"surname" text,
	"fiscal_code" text,
	"vat_number" text,
	"display_name" text NOT NULL,
	CONSTRAINT "creditors_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "debtors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"vendor_type" text NOT NULL,
	"business_name" text,
	"name" text,
	"surname" text,
	"fiscal_code" text,
	"vat_number" text,
	"display_name" text NOT NULL,
	"address" text,
	"city" text,
	"province" text,
	"postal_code" text,
	"telephone" text,
	"email" text,
	CONSTRAINT "debtors_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"site_id" bigint NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"notes" text,
	"room_number" text,
	"floor_number" text,
	"sub_consignee_id" bigint,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "locations_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"address" text,
	"city" text,
	CONSTRAINT "sites_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "sub_consignees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"description" text NOT NULL,
	"fiscal_code" text,
	"notes" text,
	CONSTRAINT "sub_consignees_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_customer_code_register_id_registers_customer_code_id_fk" FOREIGN KEY ("customer_code","register_id") REFERENCES "public"."registers"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_subcategory_rates" ADD CONSTRAINT "default_subcategory_rates_default_code_default_subcategories_code_fk" FOREIGN KEY ("default_code") REFERENCES "public"."default_subcategories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_customer_code_category_id_categories_customer_code_id_fk" FOREIGN KEY ("customer_code","category_id") REFERENCES "public"."categories"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_customer_code_aggregation_id_aggregations_customer_code_id_fk" FOREIGN KEY ("customer_code","aggregation_id") REFERENCES "public"."aggregations"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategory_rates" ADD CONSTRAINT "subcategory_rates_customer_code_subcategory_id_subcategories_customer_code_id_fk" FOREIGN KEY ("customer_code","subcategory_id") REFERENCES "public"."subcategories"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_customer_code_site_id_sites_customer_code_id_fk" FOREIGN KEY ("customer_code","site_id") REFERENCES "public"."sites"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_customer_code_sub_consignee_id_sub_consignees_customer_code_id_fk" FOREIGN KEY ("customer_code","sub_consignee_id") REFERENCES "public"."sub_consignees"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aggregations_tenant_code" ON "aggregations" USING btree ("customer_code",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_register_code" ON "categories" USING btree ("customer_code","register_id",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_code" ON "subcategories" USING btree ("customer_code","category_id",upper("code"));--> statement-breakpoint
CREATE INDEX "creditors_tenant_name" ON "creditors" USING btree ("customer_code",lower("display_name"));--> statement-breakpoint
CREATE INDEX "debtors_tenant_name" ON "debtors" USING btree ("customer_code",lower("display_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_site_code" ON "locations" USING btree ("customer_code","site_id",upper("code"));--> statement-breakpoint
CREATE INDEX "locations_tenant_sub_consignee" ON "locations" USING btree ("customer_code","sub_consignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_tenant_code" ON "sites" USING btree ("customer_code",upper("code"));--> statement-breakpoint
CREATE INDEX "sub_consignees_tenant_idx" ON "sub_consignees" USING btree ("customer_code");--> statement-breakpoint
SELECT enable_tenant_rls('school_data');
--> statement-breakpoint
SELECT enable_tenant_rls('sub_consignees');
--> statement-breakpoint
SELECT enable_tenant_rls('sites');
--> statement-breakpoint
SELECT enable_tenant_rls('locations');
--> statement-breakpoint
SELECT enable_tenant_rls('registers');
--> statement-breakpoint
SELECT enable_tenant_rls('aggregations');
--> statement-breakpoint
SELECT enable_tenant_rls('categories');
--> statement-breakpoint
SELECT enable_tenant_rls('subcategories');
--> statement-breakpoint
SELECT enable_tenant_rls('subcategory_rates');
--> statement-breakpoint
SELECT enable_tenant_rls('creditors');
--> statement-breakpoint
SELECT enable_tenant_rls('debtors');
--> statement-breakpoint
SELECT enable_tenant_rls('administrations');
--> statement-breakpoint
-- The default layouts (no school), written before the policy applies: under it not even the owner
-- could (a superuser passes it, the owner that README.md recommends does not).
INSERT INTO labels_settings (id, customer_code, description, kind, rows_number, columns_number, barcode_scale, is_default) VALUES
  (1, NULL, 'A4 3 colonne × 8 righe (70 × 37 mm)', 'sheet', 8, 3, 1.00, true),
  (2, NULL, 'A4 3 colonne × 7 righe (70 × 42,3 mm)', 'sheet', 7, 3, 1.00, true),
  (3, NULL, 'A4 2 colonne × 7 righe (105 × 42,3 mm)', 'sheet', 7, 2, 1.20, true),
  (4, NULL, 'Stampante Zebra (etichetta singola)', 'zebra', 1, 1, 1.00, true);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('labels_settings', 'id'), 100);
--> statement-breakpoint
-- The default layouts (no school) are visible to every school and changed by none.
ALTER TABLE labels_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE labels_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON labels_settings
  USING (customer_code IS NULL OR customer_code = nullif(current_setting('app.customer_code', true), ''))
  WITH CHECK (customer_code = nullif(current_setting('app.customer_code', true), ''));
