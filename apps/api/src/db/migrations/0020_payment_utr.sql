ALTER TABLE "payments" ADD COLUMN "utr" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_store_utr_idx" ON "payments" USING btree ("store_id","utr");--> statement-breakpoint
-- UPI payments confirmed before: a reference that is a UTR becomes the payment's UTR (the
-- first payment of the store to name it keeps it), so a UTR used before cannot confirm another
-- order either. Written as normaliseUtr (packages/contract) reads one.
UPDATE "payments" AS p SET "utr" = u.utr
FROM (
  SELECT DISTINCT ON (store_id, utr) id, utr
  FROM (
    SELECT id, store_id,
      regexp_replace(
        regexp_replace(gateway_reference, '^\s*utr\s*(no\.?|number)?\s*[:.#-]?\s*', '', 'i'),
        '[\s-]', '', 'g') AS utr
    FROM "payments"
    WHERE method = 'upi' AND status = 'succeeded' AND gateway_reference IS NOT NULL
  ) AS candidates
  WHERE utr ~ '^[0-9]{12}$'
  ORDER BY store_id, utr, id
) AS u
WHERE p.id = u.id;
