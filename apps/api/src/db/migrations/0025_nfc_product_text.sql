-- Product names and descriptions in NFC, as the API stores them from now on: a Hindi letter written
-- as one code point (U+095C) or as a letter and its mark (U+0921 U+093C) looks the same and is now
-- the same text, so search finds the lot whichever keyboard typed it. normalize() needs a UTF-8
-- database (every engine BidHub creates is one); elsewhere the rows stay as they are.
DO $$
BEGIN
  IF current_setting('server_encoding') = 'UTF8' THEN
    UPDATE "products" SET "name" = normalize("name", NFC), "description" = normalize("description", NFC)
    WHERE "name" IS NOT NFC NORMALIZED OR "description" IS NOT NFC NORMALIZED;
  END IF;
END $$;
