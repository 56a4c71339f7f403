import { LOW_STOCK_DIGEST_HOUR_IST } from '@storefront/contract';
import type { Database } from '../db/client';
import { createAdminProductService } from '../modules/admin-products';
import { enqueueStaffMail } from '../modules/mail';
import type { JobDefinition } from './runner';

/** Variants a digest lists; past them it says how many more there are. */
export const LOW_STOCK_DIGEST_MAX = 50;

/**
 * Once a day per store (IST, LOW_STOCK_DIGEST_HOUR_IST): the variants at or under their
 * low-stock threshold, mailed to the staff told of low stock. Nothing is low, nothing is sent.
 * The mails and the job's checkpoint are one step, so a job taken up again after a crash sends
 * no second digest.
 */
export function lowStockDigestJob(db: Database): JobDefinition {
  const products = createAdminProductService(db);
  return {
    kind: 'low-stock-digest',
    dailyAtHourIst: LOW_STOCK_DIGEST_HOUR_IST,
    maxAttempts: 3,
    async run({ job, step }) {
      if (job.checkpoint?.mailed) return { result: job.result };
      const day = String(job.input.day);
      const low = await products.lowStock(job.storeId, { limit: LOW_STOCK_DIGEST_MAX });
      const total = low.pagination.total;
      if (total === 0) return { result: { variants: 0 } };
      await step(
        (tx) =>
          enqueueStaffMail(tx, {
            storeId: job.storeId,
            event: 'low_stock',
            message: {
              kind: 'staff_low_stock',
              data: {
                day,
                total,
                variants: low.data.map((variant) => ({
                  productId: variant.productId,
                  title: variant.title,
                  size: variant.size,
                  color: variant.color,
                  sku: variant.sku,
                  stock: variant.stock,
                  threshold: variant.threshold,
                })),
              },
            },
          }),
        () => ({ checkpoint: { mailed: true } }),
      );
      return { result: { variants: total } };
    },
  };
}
