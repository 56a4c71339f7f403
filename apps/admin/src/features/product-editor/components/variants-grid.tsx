import { STOCK_MAX } from '@storefront/contract';
import {
  type FieldArrayWithId,
  type FieldErrors,
  type UseFormRegister,
  useWatch,
} from 'react-hook-form';
import { fieldMessage } from '~/lib/format';
import { controlClasses } from '~/ui/field';
import {
  type ProductFormControl,
  type ProductFormValues,
  variantName,
} from '../product-form-model';

const cellInput = `${controlClasses} h-10 min-w-24`;

function CellError({ id, label, message }: { id: string; label: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {fieldMessage(label, message)}
    </p>
  );
}

/**
 * One row per size × colour: its SKU, whether its stock is tracked and how many are in stock,
 * and the count at which it shows as low (empty: the store's threshold).
 */
export function VariantsGrid({
  control,
  register,
  fields,
  errors,
  defaultThreshold,
}: {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  fields: FieldArrayWithId<ProductFormValues, 'variants', 'id'>[];
  errors: FieldErrors<ProductFormValues>['variants'];
  defaultThreshold: number;
}) {
  const rows = useWatch({ control, name: 'variants' });
  const listMessage = errors?.root?.message ?? errors?.message;
  return (
    <div>
      {listMessage ? (
        <p className="mb-2 text-sm font-medium text-red-700">
          {fieldMessage('Variants', listMessage)}
        </p>
      ) : null}
      <div className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">Variants: one per size and colour</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-medium">
                Size
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Colour
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                SKU
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Track stock
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                In stock
              </th>
              <th scope="col" className="py-2 font-medium">
                Low-stock threshold
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const row = rows?.[index] ?? field;
              const name = variantName(row);
              const rowErrors = errors?.[index];
              const base = `variant-${index}`;
              const rowProblem = rowErrors?.size?.message ?? rowErrors?.color?.message;
              return (
                <tr key={field.id} className="border-b border-slate-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {row.size || '—'}
                    {rowProblem ? (
                      <p className="mt-1 font-medium text-red-700">
                        {fieldMessage('Variant', rowProblem)}
                      </p>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3 text-slate-900">{row.color || '—'}</td>
                  <td className="py-2 pr-3">
                    <input
                      aria-label={`SKU of ${name}`}
                      autoCapitalize="characters"
                      spellCheck={false}
                      maxLength={64}
                      className={cellInput}
                      aria-invalid={rowErrors?.sku ? true : undefined}
                      aria-describedby={rowErrors?.sku ? `${base}-sku-error` : undefined}
                      {...register(`variants.${index}.sku`)}
                    />
                    <CellError
                      id={`${base}-sku-error`}
                      label="SKU"
                      message={rowErrors?.sku?.message}
                    />
                  </td>
                  <td className="py-2 pr-3">
                    <input
                      type="checkbox"
                      aria-label={`Track stock of ${name}`}
                      className="mt-2.5 size-5 accent-brand-700"
                      {...register(`variants.${index}.tracked`)}
                    />
                  </td>
                  <td className="py-2 pr-3">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={STOCK_MAX}
                      step={1}
                      aria-label={`Stock of ${name}`}
                      placeholder={row.tracked ? '' : 'Not tracked'}
                      disabled={!row.tracked}
                      className={cellInput}
                      aria-invalid={rowErrors?.stock ? true : undefined}
                      aria-describedby={rowErrors?.stock ? `${base}-stock-error` : undefined}
                      {...register(`variants.${index}.stock`)}
                    />
                    <CellError
                      id={`${base}-stock-error`}
                      label="Stock"
                      message={rowErrors?.stock?.message}
                    />
                  </td>
                  <td className="py-2">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={STOCK_MAX}
                      step={1}
                      aria-label={`Low-stock threshold of ${name}`}
                      placeholder={String(defaultThreshold)}
                      className={cellInput}
                      aria-invalid={rowErrors?.lowStockThreshold ? true : undefined}
                      aria-describedby={
                        rowErrors?.lowStockThreshold ? `${base}-threshold-error` : undefined
                      }
                      {...register(`variants.${index}.lowStockThreshold`)}
                    />
                    <CellError
                      id={`${base}-threshold-error`}
                      label="Threshold"
                      message={rowErrors?.lowStockThreshold?.message}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Leave “Track stock” unticked for a variant that is always available. An empty threshold uses
        the store’s ({defaultThreshold}): the storefront says “Only N left” at or under it.
      </p>
    </div>
  );
}
