ALTER TABLE "assets" ADD COLUMN "original_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "assets" drop column "search_text";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(description || E'\x1f' || coalesce(serial_number, '') || E'\x1f' || coalesce(brand, '') || E'\x1f' || coalesce(original_inventory_number, '') || E'\x1f' || coalesce(barcode, ''))) STORED;--> statement-breakpoint
CREATE INDEX "assets_tenant_search_text" ON "assets" USING btree ("customer_code","search_text","id","inventory_number","durable_number","description");--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "administration_id" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "aggregation_id" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_customer_code_administration_id_administrations_customer_code_id_fk" FOREIGN KEY ("customer_code","administration_id") REFERENCES "public"."administrations"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_customer_code_aggregation_id_aggregations_customer_code_id_fk" FOREIGN KEY ("customer_code","aggregation_id") REFERENCES "public"."aggregations"("customer_code","id") ON DELETE no action ON UPDATE no action;
