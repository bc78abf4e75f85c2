-- A charge made from an e-invoice keeps the uploaded file and the invoice's identity, by which a second charge of it is recognised.
ALTER TABLE "movements" ADD COLUMN "invoice_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "invoice_supplier_id" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "invoice_date" date;--> statement-breakpoint
CREATE INDEX "movements_tenant_invoice" ON "movements" USING btree ("customer_code","invoice_supplier_id","invoice_number","invoice_date") WHERE "movements"."invoice_supplier_id" is not null;