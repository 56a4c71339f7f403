-- A product's JSON text is kept in ASCII: each character past U+007F is written as a JSON \u
-- escape (two, a surrogate pair, past U+FFFF), which any JSON reader turns back into the same
-- character. The API reads this text through node-postgres, which decodes every value from UTF-8
-- into a JavaScript string: one character past ASCII sends V8 down its slow decoder into a
-- two-byte string, and the answer is encoded back to UTF-8 on the way out. That round trip was about a
-- quarter of the API's CPU per listing of the sample shop (docs/decisions/0008).
-- PL/pgSQL keeps its plan across calls: as an SQL function called from product_api_json it was
-- planned again for every row, and writing a product's JSON took ~60 µs instead of ~10.
CREATE FUNCTION json_ascii(json_text text) RETURNS text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  IF octet_length(json_text) = char_length(json_text) THEN
    RETURN json_text;
  END IF;
  RETURN (
    SELECT string_agg(CASE
        WHEN part ~ '^[\x01-\x7f]' THEN part
        WHEN ascii(part) < 65536 THEN '\u' || lpad(to_hex(ascii(part)), 4, '0')
        ELSE '\u' || to_hex(55296 + ((ascii(part) - 65536) >> 10))
          || '\u' || to_hex(56320 + ((ascii(part) - 65536) & 1023))
      END, '' ORDER BY position)
    -- Runs of ASCII and single other characters, in order.
    FROM regexp_matches(json_text, '[\x01-\x7f]+|[^\x01-\x7f]', 'g') WITH ORDINALITY AS parts(match, position),
         LATERAL (SELECT match[1] AS part) AS p);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_api_json(
  id uuid, title text, description text, img_url text, category text, parent_category text,
  gender text, regular_price integer, discounted_price integer, created_at timestamptz,
  images jsonb, attributes jsonb
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(answer)::text) FROM (SELECT
    $1 AS "id",
    $2 AS "title",
    $3 AS "description",
    $4 AS "imgUrl",
    $5 AS "category",
    $6 AS "parentCategory",
    $7 AS "gender",
    trim_scale($8 / 100.0) AS "regularPrice",
    trim_scale($9 / 100.0) AS "discountedPrice",
    to_char($10 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    $11 AS "images",
    $12 AS "attributes") AS answer
$$;--> statement-breakpoint
-- Stored values were written by the old function: the column is rebuilt to write them again.
ALTER TABLE "products" DROP COLUMN "api_json";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "api_json" text GENERATED ALWAYS AS (product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes)) STORED NOT NULL;
