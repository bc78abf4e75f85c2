CREATE TABLE "asset_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"asset_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"movement_id" bigint,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"description" text NOT NULL,
	"register_id" bigint NOT NULL,
	"subcategory_id" bigint NOT NULL,
	"asset_class" text NOT NULL,
	"inventory_number" integer,
	"durable_number" integer,
	"original_inventory_number" text,
	"historical_price_cents" bigint NOT NULL,
	"actual_price_cents" bigint NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"purchase_date" date,
	"charge_date" date,
	"location_id" bigint,
	"serial_number" text,
	"brand" text,
	"chassis" text,
	"license_plate" text,
	"editor" text,
	"author" text,
	"notes" text,
	"status" smallint NOT NULL,
	"charge_movement_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
CREATE TABLE "movement_assets" (
	"customer_code" text NOT NULL,
	"movement_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"value_cents" bigint NOT NULL,
	"variation_cents" bigint,
	CONSTRAINT "movement_assets_movement_id_asset_id_pk" PRIMARY KEY("movement_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "number_counters" (
	"customer_code" text NOT NULL,
	"scope" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "number_counters_customer_code_scope_pk" PRIMARY KEY("customer_code","scope")
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "causal" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "creditor_id" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "document_date" date;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "delivery_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "order_date" date;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_code_register_id_registers_customer_code_id_fk" FOREIGN KEY ("customer_code","register_id") REFERENCES "public"."registers"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_code_subcategory_id_subcategories_customer_code_id_fk" FOREIGN KEY ("customer_code","subcategory_id") REFERENCES "public"."subcategories"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_code_location_id_locations_customer_code_id_fk" FOREIGN KEY ("customer_code","location_id") REFERENCES "public"."locations"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_customer_code_charge_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","charge_movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_assets" ADD CONSTRAINT "movement_assets_customer_code_movement_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","movement_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movement_assets" ADD CONSTRAINT "movement_assets_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_history_asset" ON "asset_history" USING btree ("customer_code","asset_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_register_inventory_number" ON "assets" USING btree ("customer_code","register_id","inventory_number") WHERE "assets"."inventory_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_register_durable_number" ON "assets" USING btree ("customer_code","register_id","durable_number") WHERE "assets"."durable_number" is not null;--> statement-breakpoint
CREATE INDEX "assets_tenant_status" ON "assets" USING btree ("customer_code","status");--> statement-breakpoint
CREATE INDEX "assets_tenant_location" ON "assets" USING btree ("customer_code","location_id");--> statement-breakpoint
CREATE INDEX "movement_assets_asset" ON "movement_assets" USING btree ("customer_code","asset_id");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_customer_code_creditor_id_creditors_customer_code_id_fk" FOREIGN KEY ("customer_code","creditor_id") REFERENCES "public"."creditors"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT enable_tenant_rls('assets');
--> statement-breakpoint
SELECT enable_tenant_rls('movement_assets');
--> statement-breakpoint
SELECT enable_tenant_rls('asset_history');
--> statement-breakpoint
SELECT enable_tenant_rls('number_counters');
