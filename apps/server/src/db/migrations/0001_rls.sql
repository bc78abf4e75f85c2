-- Requests run as this non-owner role so that row-level security really applies (DESIGN §6).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'inventario_app') THEN
    CREATE ROLE inventario_app NOLOGIN;
  END IF;
END $$;
--> statement-breakpoint
GRANT inventario_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO inventario_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO inventario_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO inventario_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO inventario_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO inventario_app;
--> statement-breakpoint
-- Every school-owned table calls this in the migration that creates it.
CREATE OR REPLACE FUNCTION enable_tenant_rls(target regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', target);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', target);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (customer_code = nullif(current_setting(''app.customer_code'', true), '''')) WITH CHECK (customer_code = nullif(current_setting(''app.customer_code'', true), ''''))',
    target
  );
END $$;
--> statement-breakpoint
SELECT enable_tenant_rls('schools');
--> statement-breakpoint
SELECT enable_tenant_rls('audit_events');
--> statement-breakpoint
SELECT enable_tenant_rls('idempotency_keys');
--> statement-breakpoint
SELECT enable_tenant_rls('news_reads');
