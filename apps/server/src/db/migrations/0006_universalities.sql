CREATE TABLE "universalities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"description" text NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"register_id" bigint,
	"inventory_number" integer,
	"charge_movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universalities_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
DROP INDEX "assets_register_inventory_number";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "universality_id" bigint;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "origin" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "universalities" ADD CONSTRAINT "universalities_customer_code_register_id_registers_customer_code_id_fk" FOREIGN KEY ("customer_code","register_id") REFERENCES "public"."registers"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universalities" ADD CONSTRAINT "universalities_customer_code_charge_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","charge_movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "universalities_register_inventory_number" ON "universalities" USING btree ("customer_code","register_id","inventory_number") WHERE "universalities"."inventory_number" is not null;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_code_universality_id_universalities_customer_code_id_fk" FOREIGN KEY ("customer_code","universality_id") REFERENCES "public"."universalities"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assets_tenant_universality" ON "assets" USING btree ("customer_code","universality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_register_inventory_number" ON "assets" USING btree ("customer_code","register_id","inventory_number") WHERE "assets"."inventory_number" is not null and "assets"."universality_id" is null;--> statement-breakpoint
SELECT enable_tenant_rls('universalities');
