CREATE TABLE "renewal_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"asset_id" bigint NOT NULL,
	"movement_id" bigint,
	"actual_cents" bigint NOT NULL,
	"presumed_cents" bigint,
	"new_actual_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_adjustments_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "renewal_asset_numbers" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"old_number" integer NOT NULL,
	"new_number" integer NOT NULL,
	"original_before" text,
	CONSTRAINT "renewal_asset_numbers_renewal_id_asset_id_pk" PRIMARY KEY("renewal_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_asset_values" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"before_cents" bigint NOT NULL,
	"after_cents" bigint NOT NULL,
	"subcategory_before" bigint NOT NULL,
	"subcategory_after" bigint NOT NULL,
	CONSTRAINT "renewal_asset_values_renewal_id_asset_id_pk" PRIMARY KEY("renewal_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_counters" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"register_id" bigint NOT NULL,
	"last_before" integer NOT NULL,
	"last_after" integer NOT NULL,
	CONSTRAINT "renewal_counters_renewal_id_register_id_pk" PRIMARY KEY("renewal_id","register_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_mappings" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"subcategory_id" bigint NOT NULL,
	"target_subcategory_id" bigint,
	"target_rate" numeric(5, 2),
	CONSTRAINT "renewal_mappings_renewal_id_subcategory_id_pk" PRIMARY KEY("renewal_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"recognition_id" bigint NOT NULL,
	"renewal_date" date NOT NULL,
	"status" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"notes" text,
	"mapping_confirmed_at" timestamp with time zone,
	"revalued_at" timestamp with time zone,
	"renumbered_at" timestamp with time zone,
	"started_by" text NOT NULL,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewals_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
ALTER TABLE "renewal_adjustments" ADD CONSTRAINT "renewal_adjustments_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_adjustments" ADD CONSTRAINT "renewal_adjustments_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_adjustments" ADD CONSTRAINT "renewal_adjustments_customer_code_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_asset_numbers" ADD CONSTRAINT "renewal_asset_numbers_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_asset_numbers" ADD CONSTRAINT "renewal_asset_numbers_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_asset_values" ADD CONSTRAINT "renewal_asset_values_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_asset_values" ADD CONSTRAINT "renewal_asset_values_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_counters" ADD CONSTRAINT "renewal_counters_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_counters" ADD CONSTRAINT "renewal_counters_customer_code_register_id_registers_customer_code_id_fk" FOREIGN KEY ("customer_code","register_id") REFERENCES "public"."registers"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mappings" ADD CONSTRAINT "renewal_mappings_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mappings" ADD CONSTRAINT "renewal_mappings_customer_code_subcategory_id_subcategories_customer_code_id_fk" FOREIGN KEY ("customer_code","subcategory_id") REFERENCES "public"."subcategories"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_mappings" ADD CONSTRAINT "renewal_mappings_customer_code_target_subcategory_id_subcategories_customer_code_id_fk" FOREIGN KEY ("customer_code","target_subcategory_id") REFERENCES "public"."subcategories"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_customer_code_recognition_id_recognitions_customer_code_id_fk" FOREIGN KEY ("customer_code","recognition_id") REFERENCES "public"."recognitions"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_adjustments_asset" ON "renewal_adjustments" USING btree ("customer_code","renewal_id","asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_one_ongoing" ON "renewals" USING btree ("customer_code") WHERE "renewals"."status" = 'ongoing';--> statement-breakpoint
CREATE UNIQUE INDEX "renewals_recognition" ON "renewals" USING btree ("customer_code","recognition_id");--> statement-breakpoint
SELECT enable_tenant_rls('renewals');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_mappings');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_adjustments');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_asset_values');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_asset_numbers');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_counters');
