-- A backup could not be restored (outside audit U): pg_restore runs with an empty search_path, and the
-- products' search_document (0028) calls latin_unaccented_extra, whose body called latin_unaccented
-- unqualified, so PostgreSQL could not find it: CREATE TABLE products failed, and its rows with it.
-- The body now names the schema the migrations create everything in. Same result, so no stored
-- document changes; the function stays inlinable (a SET search_path clause would stop that).
CREATE OR REPLACE FUNCTION "latin_unaccented_extra"("text" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN public.latin_unaccented(coalesce("text", '')) = coalesce("text", '') THEN '' ELSE public.latin_unaccented("text") END
$$;
