-- The site of an asset's location, on the asset (issue 21, bench/README.md "1,000 schools"). The list
-- filtered by a site read the index of each of the site's locations and sorted what they held to
-- show ten; with the site on the asset one index holds a site's assets in the list's default order,
-- so the page stops after its own rows. Triggers keep it: an asset placed or moved takes its
-- location's site, and a location moved to another site moves its assets' site with it.
ALTER TABLE "assets" ADD COLUMN "site_id" bigint;
--> statement-breakpoint
-- The owner reads and writes every school's rows only while the policies are not forced on it.
ALTER TABLE assets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE locations NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE assets a SET site_id = l.site_id FROM locations l
  WHERE l.customer_code = a.customer_code AND l.id = a.location_id;
--> statement-breakpoint
ALTER TABLE locations FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE assets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE INDEX "assets_tenant_site" ON "assets" USING btree
  ("customer_code", "site_id", "status", "inventory_number", "durable_number", "description", "id");
--> statement-breakpoint
CREATE FUNCTION assets_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.site_id := (SELECT l.site_id FROM locations l WHERE l.customer_code = NEW.customer_code AND l.id = NEW.location_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_site BEFORE INSERT OR UPDATE OF location_id, site_id, customer_code ON assets
  FOR EACH ROW EXECUTE FUNCTION assets_site();
--> statement-breakpoint
CREATE FUNCTION locations_site_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assets SET site_id = NEW.site_id WHERE customer_code = NEW.customer_code AND location_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER locations_site_moved AFTER UPDATE OF site_id ON locations
  FOR EACH ROW WHEN (OLD.site_id IS DISTINCT FROM NEW.site_id) EXECUTE FUNCTION locations_site_moved();
