import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { fieldMessage } from '~/lib/format';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import type { ProductFormControl, ProductFormValues } from '../product-form-model';

const MAX_ATTRIBUTES = 30;

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/** Other facts shown with the product (material, screen size…): a name and its values. */
export function AttributesEditor({
  control,
  register,
  errors,
}: {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['attributes'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes' });
  const listMessage = errors?.root?.message ?? errors?.message;
  return (
    <div>
      {listMessage ? (
        <p className="mb-2 text-sm font-medium text-red-700">
          {fieldMessage('Attributes', listMessage)}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700">No other attributes.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-start gap-2">
              <Field
                id={`attribute-${index}-key`}
                label={`Attribute ${index + 1} name`}
                placeholder="Material"
                className="min-w-0 flex-1 basis-40"
                error={errors?.[index]?.key?.message}
                {...register(`attributes.${index}.key`)}
              />
              <Field
                label={`Attribute ${index + 1} values`}
                placeholder="Cotton, Linen"
                hint="Separate values with commas."
                className="min-w-0 flex-[2] basis-56"
                error={errors?.[index]?.values?.message}
                {...register(`attributes.${index}.values`)}
              />
              <Button
                variant="outline"
                size="sm"
                className="mt-6"
                onClick={() => remove(index)}
                aria-label={`Remove attribute ${index + 1}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        className="mt-4"
        disabled={fields.length >= MAX_ATTRIBUTES}
        onClick={() => {
          append({ key: '', values: '' });
          focusLater(`attribute-${fields.length}-key`);
        }}
      >
        Add an attribute
      </Button>
    </div>
  );
}
