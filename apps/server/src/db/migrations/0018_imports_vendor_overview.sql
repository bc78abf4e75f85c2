-- Vendor staff read every school's imports (`/imports-detail`): a second, read-only policy, open only
-- to a transaction that `inVendorOverviewTransaction` started for an open session of vendor staff.
CREATE POLICY vendor_overview ON imports FOR SELECT USING (current_setting('app.vendor_overview', true) = 'on');
