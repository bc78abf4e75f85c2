CREATE TABLE "recognition_scan_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"recognition_id" bigint NOT NULL,
	"location_id" bigint,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"code_used_at" timestamp with time zone,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recognition_scan_links" ADD CONSTRAINT "recognition_scan_links_customer_code_recognition_id_recognitions_customer_code_id_fk" FOREIGN KEY ("customer_code","recognition_id") REFERENCES "public"."recognitions"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_scan_links" ADD CONSTRAINT "recognition_scan_links_customer_code_location_id_locations_customer_code_id_fk" FOREIGN KEY ("customer_code","location_id") REFERENCES "public"."locations"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_scan_links_code" ON "recognition_scan_links" USING btree ("customer_code","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_scan_links_token" ON "recognition_scan_links" USING btree ("customer_code","token_hash");--> statement-breakpoint
CREATE INDEX "recognition_scan_links_recognition" ON "recognition_scan_links" USING btree ("customer_code","recognition_id");--> statement-breakpoint
SELECT enable_tenant_rls('recognition_scan_links');
