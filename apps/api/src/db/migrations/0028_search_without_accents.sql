-- Search without accents: 'creme' and 'Crème' find the same lot, as 'cafe' finds a café (outside audit
-- L: 'creme', 'brulee', 'senor' and 'koln' found nothing, where 'muller' found Müller only as a typo).
-- Accented Latin letters are folded to their base letter on both sides: the document gets the words
-- of a text that holds any, without them, besides the words as written; search folds the keyword
-- (search-queries.ts). Only Latin letters: the marks of Indic scripts are part of their letters
-- (0026), so no general mark-stripping. translate() maps one letter to one; ß, æ, œ and þ take two.
CREATE FUNCTION "latin_unaccented"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT replace(replace(replace(replace(replace(replace(replace(replace(
    translate("text", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž', 'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzz'),
    'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'), 'ẞ', 'ss')
$$;--> statement-breakpoint
-- The text without accents when that differs from it, else nothing: a document adds the folded words
-- only where there are any, so the rank of every other lot is unchanged.
CREATE FUNCTION "latin_unaccented_extra"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN latin_unaccented(coalesce("text", '')) = coalesce("text", '') THEN '' ELSE latin_unaccented("text") END
$$;--> statement-breakpoint
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, latin_unaccented_extra(name)), 'A') || setweight(to_tsvector('english'::regconfig, latin_unaccented_extra(description)), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document") WITH (fastupdate = off);
