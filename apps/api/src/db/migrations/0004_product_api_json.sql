-- A product as the API answers it (the contract's productSchema), as JSON text: prices in rupees
-- from integer paise, the creation time in UTC to the millisecond. Kept in a stored generated
-- column, so listings send it as is instead of writing JSON on every read.
-- IMMUTABLE although to_char and row_to_json are only STABLE: they are STABLE for settings that
-- do not reach this text (the pattern has no locale fields, the zone is fixed, and uuid, text,
-- numeric and jsonb print the same under any setting).
CREATE FUNCTION product_api_json(
  id uuid, title text, description text, img_url text, category text, parent_category text,
  gender text, regular_price integer, discounted_price integer, created_at timestamptz,
  images jsonb, attributes jsonb
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT row_to_json(answer)::text FROM (SELECT
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
ALTER TABLE "products" ADD COLUMN "api_json" text GENERATED ALWAYS AS (product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes)) STORED NOT NULL;
