import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import type { SettingsControl, SettingsFormValues } from '../settings-form-model';

const MAX_LINKS = 20;

/** The shop's social profiles, name → URL, as rows to add and remove. */
export function SocialLinksEditor({
  control,
  register,
  errors,
}: {
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['socialLinks'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  return (
    <div>
      {errors?.root?.message || errors?.message ? (
        <p className="mb-2 text-sm font-medium text-red-700">
          Social links {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.length === 0 ? <p className="text-sm text-slate-700">No social links.</p> : null}
      <ul className="space-y-4">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end sm:border-0 sm:p-0"
          >
            <Field
              id={`social-${index}-name`}
              label={`Link ${index + 1} name`}
              placeholder="Instagram"
              error={errors?.[index]?.name?.message}
              {...register(`socialLinks.${index}.name`)}
            />
            <Field
              label={`Link ${index + 1} URL`}
              type="url"
              inputMode="url"
              placeholder="https://instagram.com/yourshop"
              error={errors?.[index]?.url?.message}
              {...register(`socialLinks.${index}.url`)}
            />
            <Button variant="outline" size="sm" onClick={() => remove(index)}>
              Remove<span className="sr-only"> link {index + 1}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-4"
        disabled={fields.length >= MAX_LINKS}
        onClick={() => {
          append({ name: '', url: '' });
          requestAnimationFrame(() =>
            document.getElementById(`social-${fields.length}-name`)?.focus(),
          );
        }}
      >
        Add a link
      </Button>
    </div>
  );
}
