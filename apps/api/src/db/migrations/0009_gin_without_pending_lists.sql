-- GIN indexes buffer new entries in a pending list (fastupdate) that every scan reads linearly until
-- it reaches gin_pending_list_limit (4 MB) or a vacuum merges it. With 100,000 new name words in it,
-- a typo-corrected search took 2 s at 100k products where 1M (merged) took 60 ms. These indexes
-- change at the pace of catalog edits, so they take their entries directly.
ALTER INDEX "product_words_trigram_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "products_name_trigram_idx" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "products_search_document_idx" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('product_words_trigram_idx'::regclass), gin_clean_pending_list('products_name_trigram_idx'::regclass), gin_clean_pending_list('products_search_document_idx'::regclass);
