import { MAX_CATEGORIES } from '@storefront/contract';
import { useState } from 'react';
import { type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import {
  categoryRenamesOf,
  type SettingsControl,
  type SettingsFormValues,
} from '../settings-form-model';

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The store's categories in the order the storefront shows them: add, remove, move up and down,
 * rename in place (the category's products are renamed with it when the settings are saved).
 * After a move, focus stays with the moved row's button and a status line says where it went.
 */
export function CategoryListEditor({
  control,
  register,
  errors,
  getName,
}: {
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['categories'];
  getName: (index: number) => string;
}) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'categories' });
  const [announcement, setAnnouncement] = useState('');
  const rows = useWatch({ control, name: 'categories' }) ?? [];
  const renames = categoryRenamesOf({ categories: rows });
  const renamedFrom = (index: number) => {
    const row = rows[index];
    return renames.find((rename) => rename.from === row?.original && rename.to === row?.name.trim())
      ?.from;
  };

  const name = (index: number) => getName(index).trim() || `Category ${index + 1}`;

  function shift(from: number, to: number, button: 'up' | 'down') {
    const moved = name(from);
    move(from, to);
    setAnnouncement(`${moved} moved to position ${to + 1} of ${fields.length}.`);
    // At the top or bottom the button it left is disabled; its twin takes the focus instead.
    const edge = (button === 'up' && to === 0) || (button === 'down' && to === fields.length - 1);
    const next = edge ? (button === 'up' ? 'down' : 'up') : button;
    focusLater(`category-${to}-${next}`);
  }

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {errors?.root?.message || errors?.message ? (
        <p className="mb-2 text-sm font-medium text-red-700">
          Categories {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700">No categories yet.</p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-end gap-2">
              <Field
                id={`category-${index}`}
                label={`Category ${index + 1}`}
                className="min-w-0 flex-1 basis-48"
                error={errors?.[index]?.name?.message}
                hint={
                  renamedFrom(index)
                    ? `Renamed from ${renamedFrom(index)}: its products move with it when you save.`
                    : undefined
                }
                {...register(`categories.${index}.name`)}
              />
              <div className="flex gap-1">
                <Button
                  id={`category-${index}-up`}
                  variant="outline"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => shift(index, index - 1, 'up')}
                  aria-label={`Move ${name(index)} up`}
                >
                  ↑
                </Button>
                <Button
                  id={`category-${index}-down`}
                  variant="outline"
                  size="sm"
                  disabled={index === fields.length - 1}
                  onClick={() => shift(index, index + 1, 'down')}
                  aria-label={`Move ${name(index)} down`}
                >
                  ↓
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    setAnnouncement(`${name(index)} removed.`);
                    remove(index);
                  }}
                  aria-label={`Remove ${name(index)}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="outline"
        className="mt-4"
        disabled={fields.length >= MAX_CATEGORIES}
        onClick={() => {
          append({ name: '', original: null });
          focusLater(`category-${fields.length}`);
        }}
      >
        Add a category
      </Button>
    </div>
  );
}
