CREATE TABLE "renewal_rates" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"subcategory_id" bigint NOT NULL,
	"valid_from_year" integer NOT NULL,
	"percent_before" numeric(5, 2),
	"percent_after" numeric(5, 2) NOT NULL,
	CONSTRAINT "renewal_rates_renewal_id_subcategory_id_pk" PRIMARY KEY("renewal_id","subcategory_id")
);
--> statement-breakpoint
CREATE TABLE "renewal_universality_numbers" (
	"customer_code" text NOT NULL,
	"renewal_id" bigint NOT NULL,
	"universality_id" bigint NOT NULL,
	"old_number" integer NOT NULL,
	"new_number" integer NOT NULL,
	CONSTRAINT "renewal_universality_numbers_renewal_id_universality_id_pk" PRIMARY KEY("renewal_id","universality_id")
);
--> statement-breakpoint
ALTER TABLE "renewal_counters" ALTER COLUMN "last_before" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "renewal_asset_values" ADD COLUMN "movement_id" bigint;--> statement-breakpoint
ALTER TABLE "renewal_rates" ADD CONSTRAINT "renewal_rates_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_rates" ADD CONSTRAINT "renewal_rates_customer_code_subcategory_id_subcategories_customer_code_id_fk" FOREIGN KEY ("customer_code","subcategory_id") REFERENCES "public"."subcategories"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_universality_numbers" ADD CONSTRAINT "renewal_universality_numbers_customer_code_renewal_id_renewals_customer_code_id_fk" FOREIGN KEY ("customer_code","renewal_id") REFERENCES "public"."renewals"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_universality_numbers" ADD CONSTRAINT "renewal_universality_numbers_customer_code_universality_id_universalities_customer_code_id_fk" FOREIGN KEY ("customer_code","universality_id") REFERENCES "public"."universalities"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_asset_values" ADD CONSTRAINT "renewal_asset_values_customer_code_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "renewal_asset_numbers_asset" ON "renewal_asset_numbers" USING btree ("customer_code","asset_id");--> statement-breakpoint
CREATE INDEX "renewal_asset_values_movement" ON "renewal_asset_values" USING btree ("customer_code","movement_id");--> statement-breakpoint
CREATE INDEX "renewal_asset_values_asset" ON "renewal_asset_values" USING btree ("customer_code","asset_id");--> statement-breakpoint
SELECT enable_tenant_rls('renewal_rates');
--> statement-breakpoint
SELECT enable_tenant_rls('renewal_universality_numbers');
