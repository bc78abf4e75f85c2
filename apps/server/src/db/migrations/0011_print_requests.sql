CREATE TABLE "print_files" (
	"customer_code" text NOT NULL,
	"request_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	CONSTRAINT "print_files_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "print_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"document_type" integer NOT NULL,
	"conditions" jsonb NOT NULL,
	"status" smallint NOT NULL,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_request_id_print_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."print_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_requests_tenant_newest" ON "print_requests" USING btree ("customer_code","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "print_requests_tenant_processing" ON "print_requests" USING btree ("customer_code","status") WHERE "print_requests"."status" in (1, 2);--> statement-breakpoint
SELECT enable_tenant_rls('print_requests');--> statement-breakpoint
SELECT enable_tenant_rls('print_files');