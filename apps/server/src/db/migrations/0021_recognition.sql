CREATE TABLE "recognition_assets" (
	"customer_code" text NOT NULL,
	"recognition_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"location_id" bigint,
	"universality_id" bigint,
	"detection" text DEFAULT 'undetected' NOT NULL,
	"detected_location_id" bigint,
	"detected_at" timestamp with time zone,
	"detected_by" text,
	"missing_proposal_id" bigint,
	CONSTRAINT "recognition_assets_recognition_id_asset_id_pk" PRIMARY KEY("recognition_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "recognition_locations" (
	"customer_code" text NOT NULL,
	"recognition_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "recognition_locations_recognition_id_location_id_pk" PRIMARY KEY("recognition_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "recognition_reads" (
	"customer_code" text NOT NULL,
	"recognition_id" bigint NOT NULL,
	"read_id" uuid NOT NULL,
	"code" text NOT NULL,
	"location_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"read_by" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognition_reads_recognition_id_read_id_pk" PRIMARY KEY("recognition_id","read_id")
);
--> statement-breakpoint
CREATE TABLE "recognitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text NOT NULL,
	"for_renewal" boolean NOT NULL,
	"renewal_year" integer,
	"include_durable" boolean NOT NULL,
	"notes" text,
	"started_by" text NOT NULL,
	"ended_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognitions_tenant_id" UNIQUE("customer_code","id")
);
--> statement-breakpoint
ALTER TABLE "recognition_assets" ADD CONSTRAINT "recognition_assets_customer_code_recognition_id_recognitions_customer_code_id_fk" FOREIGN KEY ("customer_code","recognition_id") REFERENCES "public"."recognitions"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_assets" ADD CONSTRAINT "recognition_assets_customer_code_asset_id_assets_customer_code_id_fk" FOREIGN KEY ("customer_code","asset_id") REFERENCES "public"."assets"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_assets" ADD CONSTRAINT "recognition_assets_customer_code_missing_proposal_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","missing_proposal_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_locations" ADD CONSTRAINT "recognition_locations_customer_code_recognition_id_recognitions_customer_code_id_fk" FOREIGN KEY ("customer_code","recognition_id") REFERENCES "public"."recognitions"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_locations" ADD CONSTRAINT "recognition_locations_customer_code_location_id_locations_customer_code_id_fk" FOREIGN KEY ("customer_code","location_id") REFERENCES "public"."locations"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_reads" ADD CONSTRAINT "recognition_reads_customer_code_recognition_id_recognitions_customer_code_id_fk" FOREIGN KEY ("customer_code","recognition_id") REFERENCES "public"."recognitions"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recognition_assets_location" ON "recognition_assets" USING btree ("recognition_id","location_id","detection");--> statement-breakpoint
CREATE INDEX "recognition_assets_detected_location" ON "recognition_assets" USING btree ("recognition_id","detected_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recognitions_one_ongoing" ON "recognitions" USING btree ("customer_code") WHERE "recognitions"."status" = 'ongoing';--> statement-breakpoint
SELECT enable_tenant_rls('recognitions');--> statement-breakpoint
SELECT enable_tenant_rls('recognition_locations');--> statement-breakpoint
SELECT enable_tenant_rls('recognition_assets');--> statement-breakpoint
SELECT enable_tenant_rls('recognition_reads');
