-- Free space on each page of `assets`, so that an update changing no indexed column (the renewal's
-- revaluation and its revert, a year's depreciation and its reopening: values and subcategories) is a
-- HOT update, which adds no entry to the table's 13 indexes (bench/README.md, issue 18). Only the
-- pages written from now on keep it free; the existing ones do once the table is rewritten
-- (VACUUM FULL, CLUSTER).
ALTER TABLE "assets" SET (fillfactor = 50);
