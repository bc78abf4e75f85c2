-- Deleting a charge makes its external movements wait again: the foreign key nulls only charge_movement_id
-- (PostgreSQL 15 column list), never the school code it shares with the other keys.
ALTER TABLE "external_movements" ADD COLUMN "supplier_name" text;--> statement-breakpoint
ALTER TABLE "external_movements" ADD COLUMN "supplier_vat_number" text;--> statement-breakpoint
ALTER TABLE "external_movements" ADD COLUMN "creditor_id" bigint;--> statement-breakpoint
ALTER TABLE "external_movements" ADD COLUMN "status" smallint;--> statement-breakpoint
ALTER TABLE "external_movements" ADD COLUMN "charge_movement_id" bigint;--> statement-breakpoint
ALTER TABLE "external_movements" ADD CONSTRAINT "external_movements_customer_code_creditor_id_creditors_customer_code_id_fk" FOREIGN KEY ("customer_code","creditor_id") REFERENCES "public"."creditors"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_movements" ADD CONSTRAINT "external_movements_customer_code_charge_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","charge_movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE SET NULL ("charge_movement_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_movements_charge" ON "external_movements" USING btree ("customer_code","charge_movement_id");