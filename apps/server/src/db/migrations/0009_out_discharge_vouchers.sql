CREATE TABLE "discharge_proposals" (
	"customer_code" text NOT NULL,
	"discharge_id" bigint NOT NULL,
	"proposal_id" bigint NOT NULL,
	CONSTRAINT "discharge_proposals_discharge_id_proposal_id_pk" PRIMARY KEY("discharge_id","proposal_id")
);
--> statement-breakpoint
CREATE TABLE "register_pictures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"financial_year_id" bigint NOT NULL,
	"register_id" bigint NOT NULL,
	"asset_class" text NOT NULL,
	"asset_count" integer NOT NULL,
	"historical_cents" bigint NOT NULL,
	"actual_cents" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_pictures_year_register_class" UNIQUE("customer_code","financial_year_id","register_id","asset_class")
);
--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "progressive" integer;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "protocol_date" date;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "protocol_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "debtor_id" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "liability" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "liable_party" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "voucher_type" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "confirmed_by" text;--> statement-breakpoint
ALTER TABLE "discharge_proposals" ADD CONSTRAINT "discharge_proposals_customer_code_discharge_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","discharge_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discharge_proposals" ADD CONSTRAINT "discharge_proposals_customer_code_proposal_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","proposal_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pictures" ADD CONSTRAINT "register_pictures_customer_code_financial_year_id_financial_years_customer_code_id_fk" FOREIGN KEY ("customer_code","financial_year_id") REFERENCES "public"."financial_years"("customer_code","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_pictures" ADD CONSTRAINT "register_pictures_customer_code_register_id_registers_customer_code_id_fk" FOREIGN KEY ("customer_code","register_id") REFERENCES "public"."registers"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discharge_proposals_proposal" ON "discharge_proposals" USING btree ("customer_code","proposal_id");--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_customer_code_debtor_id_debtors_customer_code_id_fk" FOREIGN KEY ("customer_code","debtor_id") REFERENCES "public"."debtors"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT enable_tenant_rls('discharge_proposals');--> statement-breakpoint
SELECT enable_tenant_rls('register_pictures');