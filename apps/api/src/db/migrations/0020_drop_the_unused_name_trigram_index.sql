-- The trigram index on product names served the first typo-tolerant search, which compared the
-- keyword with every name; since 0003 typos are corrected against product_words and matches are found
-- through search_document, and no query reads this index. It was still written on every product
-- insert and on every bid (a bid's price update is not a HOT update, so each index gets an entry):
-- one such update of a demo product took 0.48 ms with it and 0.39 ms without (pgbench, one client,
-- the PostgreSQL server).
DROP INDEX IF EXISTS "products_name_trigram_idx";
