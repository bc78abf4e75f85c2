-- The nightly ledger check's runs (issue 21, "the nightly ledger check"): the installation's, not a
-- school's, so no row-level security. Written and read by the worker and the vendor's routes through
-- the login role (granted at every start, db/roles.ts), never by a school's transaction: the role those
-- switch to (inventario_app, granted every new table of the schema by default) keeps no right on it.
-- The job keeps the last 90 runs.
CREATE TABLE "ledger_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"schools" integer NOT NULL,
	"broken" integer NOT NULL,
	"broken_schools" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_checks_finished" ON "ledger_checks" USING btree ("finished_at","id");
--> statement-breakpoint
REVOKE ALL ON "ledger_checks" FROM inventario_app;
--> statement-breakpoint
REVOKE ALL ON SEQUENCE "ledger_checks_id_seq" FROM inventario_app;
