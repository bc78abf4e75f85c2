CREATE TABLE "financial_years" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"year" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" smallint NOT NULL,
	"to_depreciate" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "financial_years_tenant_id" UNIQUE("customer_code","id"),
	CONSTRAINT "financial_years_tenant_year" UNIQUE("customer_code","year")
);
--> statement-breakpoint
CREATE TABLE "movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"type" smallint NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"status" smallint,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movements_tenant_id" UNIQUE("customer_code","id"),
	CONSTRAINT "movements_tenant_type_year_number" UNIQUE("customer_code","type","year","number")
);
--> statement-breakpoint
CREATE INDEX "movements_tenant_date" ON "movements" USING btree ("customer_code","date");--> statement-breakpoint
SELECT enable_tenant_rls('financial_years');
--> statement-breakpoint
SELECT enable_tenant_rls('movements');
