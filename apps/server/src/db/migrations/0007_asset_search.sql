DROP INDEX "assets_tenant_location";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(description || E'\x1f' || coalesce(serial_number, '') || E'\x1f' || coalesce(brand, '') || E'\x1f' || coalesce(original_inventory_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "assets_tenant_inventory_number" ON "assets" USING btree ("customer_code","inventory_number","durable_number");--> statement-breakpoint
CREATE INDEX "assets_tenant_durable_number" ON "assets" USING btree ("customer_code","durable_number");--> statement-breakpoint
CREATE INDEX "assets_tenant_description" ON "assets" USING btree ("customer_code","description");--> statement-breakpoint
CREATE INDEX "assets_tenant_historical_price" ON "assets" USING btree ("customer_code","historical_price_cents");--> statement-breakpoint
CREATE INDEX "assets_tenant_charge_date" ON "assets" USING btree ("customer_code","charge_date");--> statement-breakpoint
CREATE INDEX "assets_tenant_search_text" ON "assets" USING btree ("customer_code","search_text","id","inventory_number","durable_number","description");--> statement-breakpoint
CREATE INDEX "assets_tenant_location" ON "assets" USING btree ("customer_code","location_id","status");