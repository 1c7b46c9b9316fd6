-- Hindi and other Indic scripts write vowels and the nukta as marks, which [:alnum:] does not match:
-- the word list (0003, 0019) held 'घड' and 'ी' for 'घड़ी', so no typo of a Hindi word was corrected
-- against the word itself, and the fragments crowded the closest five. A name's words are now the
-- lexemes of PostgreSQL's own parser, which keeps marks inside words as search does, less those
-- holding ASCII punctuation ('usb-c', 'f/1.8'; their parts are lexemes too; [:punct:] would take the
-- nukta for punctuation), and the list is collected anew.
CREATE FUNCTION "product_words_of"("name" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple', lower("name")))) AS w
  WHERE w !~ '[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e[:space:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word")
    SELECT DISTINCT w FROM "new_rows", product_words_of("name") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_words_collect_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word")
    SELECT DISTINCT w FROM product_words_of(NEW."name") AS w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DELETE FROM "product_words";--> statement-breakpoint
INSERT INTO "product_words" ("word")
  SELECT DISTINCT w FROM "products", product_words_of("name") AS w
  ON CONFLICT DO NOTHING;
