-- The asset list's text search through an index (issue 21, bench/README.md "1,000 schools").
-- Under row-level security PostgreSQL takes only leakproof operators as index conditions, and no
-- substring operator is one, so every search read all of its school's entries of `assets`. The
-- search now reads `asset_texts`: each asset's search text and the list's default and description
-- sort keys, kept by triggers on `assets`. Row-level security is on with no policy and not forced:
-- no role but the owner reads a row of it, and the owner's queries take its index. The application's
-- role has no right on it either and reads it only through `asset_text_matches(term)`, which answers
-- for the school the transaction acts for (`app.customer_code`) and nothing else.
-- Its index holds the three-character pieces of each text prefixed by the school's code, so a search
-- reads its own school's posting lists, whatever the number of schools (a plain trigram index mixes
-- every school's assets in each list, and a school's search would grow with the installation).
CREATE FUNCTION school_trigrams(code text, body text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(code || substr(body, i, 3)), '{}')
  FROM generate_series(1, length(body) - 2) AS i
  WHERE strpos(substr(body, i, 3), E'\x1f') = 0
$$;
--> statement-breakpoint
CREATE TABLE "asset_texts" (
	"customer_code" text NOT NULL,
	"asset_id" bigint NOT NULL,
	"inventory_number" integer,
	"durable_number" integer,
	"description" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "asset_texts_pkey" PRIMARY KEY ("customer_code", "asset_id")
);
--> statement-breakpoint
ALTER TABLE "asset_texts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
REVOKE ALL ON "asset_texts" FROM inventario_app;
--> statement-breakpoint
-- The owner reads every school's assets only while the policy is not forced on it.
ALTER TABLE assets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO asset_texts (customer_code, asset_id, inventory_number, durable_number, description, search_text)
  SELECT customer_code, id, inventory_number, durable_number, description, search_text FROM assets
  ORDER BY customer_code, id;
--> statement-breakpoint
ALTER TABLE assets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- New entries wait in the index's pending list until it holds 512 kB, then go in together: a charge
-- of many assets pays one merge, and a search scans at most that much of what is pending.
CREATE INDEX "asset_texts_trigrams" ON "asset_texts" USING gin (school_trigrams(customer_code, search_text))
  WITH (gin_pending_list_limit = 512);
--> statement-breakpoint
-- The matches of a term in the session's school: the index for a term of three characters or more,
-- the school's rows otherwise (a shorter term has no piece to look up). Its queries are planned for
-- the term at hand: a list page runs with generic plans (db/one-trip-read.ts), and a generic plan,
-- not knowing how few rows the term's pieces name, also reads the school's 10,000 keys to intersect.
CREATE FUNCTION asset_text_matches(term text)
  RETURNS TABLE (id bigint, inventory_number integer, durable_number integer, description text)
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 200
  SET search_path = public, pg_temp SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_school text := nullif(current_setting('app.customer_code', true), '');
  v_term text := lower(term);
BEGIN
  IF length(v_term) >= 3 THEN
    RETURN QUERY SELECT t.asset_id, t.inventory_number, t.durable_number, t.description FROM asset_texts t
      WHERE school_trigrams(t.customer_code, t.search_text) @> school_trigrams(v_school, v_term)
        AND t.customer_code = v_school AND strpos(t.search_text, v_term) > 0;
  ELSE
    RETURN QUERY SELECT t.asset_id, t.inventory_number, t.durable_number, t.description FROM asset_texts t
      WHERE t.customer_code = v_school AND strpos(t.search_text, v_term) > 0;
  END IF;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION asset_text_matches(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION asset_text_matches(text) TO inventario_app;
--> statement-breakpoint
-- The triggers write as the owner: the role that changed the assets has no right on the copy. They
-- fire once per statement: a charge's or an import's assets are copied together, and an update
-- (a renumbering of 20,000 assets, a year close's values) is compared old with new in one join, which
-- writes only the rows whose text, numbers or school changed. A trigger per row cost 60 µs a row on
-- the embedded database: 1.2 s more for a renumbering of 20,000 assets (bench/README.md).
CREATE FUNCTION asset_texts_inserted() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO asset_texts (customer_code, asset_id, inventory_number, durable_number, description, search_text)
    SELECT customer_code, id, inventory_number, durable_number, description, search_text FROM new_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_texts_inserted AFTER INSERT ON assets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION asset_texts_inserted();
--> statement-breakpoint
CREATE FUNCTION asset_texts_deleted() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  DELETE FROM asset_texts t USING old_rows o WHERE t.customer_code = o.customer_code AND t.asset_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_texts_deleted AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION asset_texts_deleted();
--> statement-breakpoint
CREATE FUNCTION asset_texts_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  UPDATE asset_texts t SET customer_code = n.customer_code, inventory_number = n.inventory_number,
      durable_number = n.durable_number, description = n.description, search_text = n.search_text
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE t.customer_code = o.customer_code AND t.asset_id = o.id
      AND (o.customer_code, o.inventory_number, o.durable_number, o.description, o.search_text)
        IS DISTINCT FROM (n.customer_code, n.inventory_number, n.durable_number, n.description, n.search_text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_texts_changed AFTER UPDATE ON assets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION asset_texts_changed();
--> statement-breakpoint
-- The copy follows an asset by its id, which nothing changes; a change is refused (after
-- assets_keys_named, which refuses it first, as a foreign key would, for an asset a movement names).
CREATE FUNCTION asset_texts_id_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an asset keeps its id' USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_texts_id_kept BEFORE UPDATE OF id ON assets
  FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION asset_texts_id_kept();
--> statement-breakpoint
CREATE FUNCTION asset_texts_truncated() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  TRUNCATE asset_texts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assets_texts_truncated AFTER TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION asset_texts_truncated();
