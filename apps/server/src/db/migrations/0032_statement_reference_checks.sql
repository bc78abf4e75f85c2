-- The three references every asset's line and history record make (line → voucher, line → asset,
-- history → asset) checked once per statement over the rows it wrote, instead of as foreign keys
-- checked once per row. A year close writes a line and a history record for every asset: the three
-- per-row checks were 40 % of its time (each a query of its own, about 8 µs on the embedded engine),
-- and 20,000 assets closed in 1.24 s on PGlite against a target of 1 s (bench/README.md, issue 21).
-- The guarantee is the foreign keys': a row may not name a voucher or an asset that does not exist,
-- what it names is locked FOR KEY SHARE until the transaction ends (so it cannot go meanwhile), a
-- voucher or an asset still named may not be deleted, and the keys they are named by never change.
-- The refusal has the foreign keys' SQLSTATE (23503), which the server answers with `errorFK`.
-- Under row-level security the checks see what the writer sees: a row written for a school names
-- that school's voucher and asset (the keys include the school), which its policy lets it read.
ALTER TABLE "movement_assets" DROP CONSTRAINT "movement_assets_customer_code_movement_id_movements_customer_co";
--> statement-breakpoint
ALTER TABLE "movement_assets" DROP CONSTRAINT "movement_assets_customer_code_asset_id_assets_customer_code_id_";
--> statement-breakpoint
ALTER TABLE "asset_history" DROP CONSTRAINT "asset_history_customer_code_asset_id_assets_customer_code_id_fk";
--> statement-breakpoint
-- A statement's new rows (`new_rows`) name rows of `TG_ARGV[1]` by (customer_code, `TG_ARGV[0]`),
-- a key that is unique there, so each new row finds at most one: the statement is refused unless
-- every one finds its row. A named row this transaction wrote itself (its `xmin` is the
-- transaction's own id) needs no lock: no other transaction sees that version, and one that deletes
-- or updates the row waits on this transaction (the version before it carries its id as `xmax`, or
-- there is none) and then finds the new rows committed. A year close names 100,000 assets it has just
-- updated and two vouchers it has just created, so it locks nothing. Any other named row is locked
-- FOR KEY SHARE, once per key, and the rows are counted again: one deleted meanwhile is then missing.
CREATE FUNCTION check_named_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  named_table text := TG_ARGV[1];
  wanted bigint;
  found bigint;
  missing record;
BEGIN
  EXECUTE format(
    'SELECT (SELECT count(*) FROM new_rows), count(*) FILTER (WHERE r.xmin = xid(pg_current_xact_id()))
       FROM new_rows n JOIN %2$I r ON r.customer_code = n.customer_code AND r.id = n.%1$I',
    key_column, named_table)
    INTO wanted, found;
  IF found < wanted THEN
    EXECUTE format(
      'SELECT count(*) FROM (SELECT 1 FROM %2$I r
         WHERE (r.customer_code, r.id) IN (SELECT customer_code, %1$I FROM new_rows)
           AND r.xmin <> xid(pg_current_xact_id())
         FOR KEY SHARE OF r) held', key_column, named_table);
    EXECUTE format(
      'SELECT count(*) FROM new_rows n JOIN %2$I r ON r.customer_code = n.customer_code AND r.id = n.%1$I',
      key_column, named_table)
      INTO found;
  END IF;
  IF found < wanted THEN
    EXECUTE format(
      'SELECT n.customer_code, n.%1$I AS id FROM new_rows n
         WHERE NOT EXISTS (SELECT 1 FROM %2$I r WHERE r.customer_code = n.customer_code AND r.id = n.%1$I)
         LIMIT 1', key_column, named_table)
      INTO missing;
    RAISE foreign_key_violation USING
      MESSAGE = format('insert or update on table "%s" names a row of "%s" that does not exist',
        TG_TABLE_NAME, named_table),
      DETAIL = format('Key (customer_code, %s)=(%s, %s) is not present in table "%s".',
        key_column, missing.customer_code, missing.id, named_table),
      TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A statement's deleted rows (`old_rows`) may not be named by a row of `TG_ARGV[0]` (by
-- customer_code and `TG_ARGV[1]`). A row that names one and is not yet committed locks it first
-- (above), so the deletion waits for it and then sees it.
CREATE FUNCTION refuse_deleting_named_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  naming_table text := TG_ARGV[0];
  key_column text := TG_ARGV[1];
  named record;
BEGIN
  EXECUTE format(
    'SELECT o.customer_code, o.id FROM old_rows o
       WHERE EXISTS (SELECT 1 FROM %1$I x WHERE x.customer_code = o.customer_code AND x.%2$I = o.id)
       LIMIT 1', naming_table, key_column)
    INTO named;
  IF named IS NOT NULL THEN
    RAISE foreign_key_violation USING
      MESSAGE = format('update or delete on table "%s" removes a row still named by "%s"',
        TG_TABLE_NAME, naming_table),
      DETAIL = format('Key (customer_code, id)=(%s, %s) is still referenced from table "%s".',
        named.customer_code, named.id, naming_table),
      TABLE = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A voucher's or an asset's key may not change while a line or a history record names it.
CREATE FUNCTION refuse_changing_named_keys() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named boolean;
BEGIN
  IF OLD.customer_code IS NOT DISTINCT FROM NEW.customer_code AND OLD.id IS NOT DISTINCT FROM NEW.id THEN
    RETURN NEW;
  END IF;
  FOR i IN 0 .. TG_NARGS - 1 BY 2 LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE customer_code = $1 AND %I = $2)',
        TG_ARGV[i], TG_ARGV[i + 1])
      INTO named USING OLD.customer_code, OLD.id;
    IF named THEN
      RAISE foreign_key_violation USING
        MESSAGE = format('update on table "%s" changes a key still named by "%s"', TG_TABLE_NAME, TG_ARGV[i]),
        DETAIL = format('Key (customer_code, id)=(%s, %s) is still referenced from table "%s".',
          OLD.customer_code, OLD.id, TG_ARGV[i]),
        TABLE = TG_TABLE_NAME;
    END IF;
  END LOOP;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER movement_assets_name_vouchers_on_insert AFTER INSERT ON movement_assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('movement_id', 'movements');
--> statement-breakpoint
CREATE TRIGGER movement_assets_name_vouchers_on_update AFTER UPDATE ON movement_assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('movement_id', 'movements');
--> statement-breakpoint
CREATE TRIGGER movement_assets_name_assets_on_insert AFTER INSERT ON movement_assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('asset_id', 'assets');
--> statement-breakpoint
CREATE TRIGGER movement_assets_name_assets_on_update AFTER UPDATE ON movement_assets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('asset_id', 'assets');
--> statement-breakpoint
CREATE TRIGGER asset_history_names_assets_on_insert AFTER INSERT ON asset_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('asset_id', 'assets');
--> statement-breakpoint
CREATE TRIGGER asset_history_names_assets_on_update AFTER UPDATE ON asset_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION check_named_rows('asset_id', 'assets');
--> statement-breakpoint
CREATE TRIGGER movements_named_by_lines AFTER DELETE ON movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_named_rows('movement_assets', 'movement_id');
--> statement-breakpoint
CREATE TRIGGER assets_named_by_lines AFTER DELETE ON assets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_named_rows('movement_assets', 'asset_id');
--> statement-breakpoint
CREATE TRIGGER assets_named_by_history AFTER DELETE ON assets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION refuse_deleting_named_rows('asset_history', 'asset_id');
--> statement-breakpoint
CREATE TRIGGER movements_keys_named BEFORE UPDATE OF customer_code, id ON movements
  FOR EACH ROW EXECUTE FUNCTION refuse_changing_named_keys('movement_assets', 'movement_id');
--> statement-breakpoint
CREATE TRIGGER assets_keys_named BEFORE UPDATE OF customer_code, id ON assets
  FOR EACH ROW EXECUTE FUNCTION refuse_changing_named_keys('movement_assets', 'asset_id', 'asset_history', 'asset_id');
