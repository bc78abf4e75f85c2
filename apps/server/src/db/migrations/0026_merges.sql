CREATE TABLE "merge_package_sites" (
	"customer_code" text NOT NULL,
	"site_id" bigint NOT NULL,
	"merge_id" bigint NOT NULL,
	CONSTRAINT "merge_package_sites_customer_code_site_id_pk" PRIMARY KEY("customer_code","site_id")
);
--> statement-breakpoint
CREATE TABLE "merge_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_code" text NOT NULL,
	"merge_id" bigint NOT NULL,
	"receiver_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"receiver_name" text NOT NULL,
	"discharge_id" bigint NOT NULL,
	"discharge_year" integer NOT NULL,
	"discharge_number" integer NOT NULL,
	"discharge_date" date NOT NULL,
	"sites" jsonb NOT NULL,
	"goods" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"confirmed_by" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"charge_year" integer,
	"charge_number" integer,
	"charge_date" date,
	"charged_by" text,
	"charged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "merge_id" bigint;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "merge_id" bigint;--> statement-breakpoint
ALTER TABLE "merge_package_sites" ADD CONSTRAINT "merge_package_sites_customer_code_site_id_sites_customer_code_id_fk" FOREIGN KEY ("customer_code","site_id") REFERENCES "public"."sites"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merge_packages" ADD CONSTRAINT "merge_packages_customer_code_discharge_id_movements_customer_code_id_fk" FOREIGN KEY ("customer_code","discharge_id") REFERENCES "public"."movements"("customer_code","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merge_packages_merge" ON "merge_packages" USING btree ("merge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "movements_one_per_merge" ON "movements" USING btree ("customer_code","merge_id","type") WHERE "movements"."merge_id" is not null;--> statement-breakpoint
SELECT enable_tenant_rls('merge_packages');
--> statement-breakpoint
SELECT enable_tenant_rls('merge_package_sites');
--> statement-breakpoint
-- A package is addressed to its receiver: the receiver reads it (never changes it) as a document it was sent.
CREATE POLICY merge_receiver ON merge_packages FOR SELECT USING (receiver_code = nullif(current_setting('app.customer_code', true), ''));
--> statement-breakpoint
-- Vendor staff's `/merges-detail`, as for the imports (0018).
CREATE POLICY vendor_overview ON merge_packages FOR SELECT USING (current_setting('app.vendor_overview', true) = 'on');
--> statement-breakpoint
-- The one write across two schools: the receiver's charge of a package is recorded on the seller's
-- package, with an audit event in the seller's school naming who acted. It runs as the owner, acting
-- for the seller only inside it, and only for a package addressed to the school the transaction acts
-- for and not charged yet (so a retry changes nothing).
CREATE OR REPLACE FUNCTION merge_package_charged(
  p_merge_id bigint, p_year integer, p_number integer, p_date date, p_actor text, p_actor_code text
) RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  v_receiver text := nullif(current_setting('app.customer_code', true), '');
  v_seller text;
BEGIN
  IF v_receiver IS NULL THEN RETURN false; END IF;
  SELECT customer_code INTO v_seller FROM merge_packages
    WHERE merge_id = p_merge_id AND receiver_code = v_receiver AND charged_at IS NULL;
  IF v_seller IS NULL THEN RETURN false; END IF;
  PERFORM set_config('app.customer_code', v_seller, true);
  UPDATE merge_packages
    SET charge_year = p_year, charge_number = p_number, charge_date = p_date, charged_by = p_actor, charged_at = now()
    WHERE merge_id = p_merge_id AND customer_code = v_seller;
  INSERT INTO audit_events (customer_code, actor_username, actor_customer_code, action, entity, entity_id, after)
    VALUES (v_seller, p_actor, p_actor_code, 'merge.charged', 'merge', p_merge_id::text,
      jsonb_build_object('receiverCode', v_receiver, 'year', p_year, 'number', p_number, 'date', p_date));
  PERFORM set_config('app.customer_code', v_receiver, true);
  RETURN true;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION merge_package_charged(bigint, integer, integer, date, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION merge_package_charged(bigint, integer, integer, date, text, text) TO inventario_app;
--> statement-breakpoint
-- A school's merge operations read who the customer area says it merges with (nothing else there).
GRANT USAGE ON SCHEMA customer_area TO inventario_app;
--> statement-breakpoint
GRANT SELECT ON customer_area.merges, customer_area.customers TO inventario_app;
