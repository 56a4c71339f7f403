import {
  STAFF_NOTIFICATION_EVENTS,
  STAFF_NOTIFICATION_LABELS,
  STAFF_NOTIFICATION_MAX_RECIPIENTS,
} from '@storefront/contract';
import { type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '~/ui/button';
import { CheckboxField, Field } from '~/ui/field';
import type { SettingsControl, SettingsFormValues } from '../settings-form-model';

/**
 * Who on the staff is e-mailed about what: an address per row, each with the events it is told
 * of (a new order, a UPI payment to confirm, a grievance, a contact message, the day's low
 * stock). The grievance officer hears of every grievance whatever is chosen here.
 */
export function NotificationsEditor({
  control,
  register,
  errors,
}: {
  control: SettingsControl;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>['notifications'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'notifications' });
  return (
    <div>
      {errors?.root?.message || errors?.message ? (
        <p className="mb-2 text-sm font-medium text-red-700">
          Addresses {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody is e-mailed about the shop.</p>
      ) : null}
      <ul className="space-y-4">
        {fields.map((field, index) => (
          <li key={field.id} className="rounded-lg border border-slate-200 p-3">
            <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
              <Field
                id={`notification-${index}-email`}
                label={`Address ${index + 1}`}
                type="email"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                error={errors?.[index]?.email?.message}
                {...register(`notifications.${index}.email`)}
              />
              <Button variant="outline" size="sm" onClick={() => remove(index)}>
                Remove<span className="sr-only"> address {index + 1}</span>
              </Button>
            </div>
            <fieldset className="mt-2">
              <legend className="text-sm font-medium text-slate-800">
                Address {index + 1} is told of
              </legend>
              <div className="grid gap-1 sm:grid-cols-2">
                {STAFF_NOTIFICATION_EVENTS.map((event) => (
                  <CheckboxField
                    key={event}
                    id={`notification-${index}-${event}`}
                    label={STAFF_NOTIFICATION_LABELS[event]}
                    value={event}
                    {...register(`notifications.${index}.events`)}
                  />
                ))}
              </div>
              {errors?.[index]?.events ? (
                <p className="mt-1 text-sm font-medium text-red-700">
                  Events {errors[index]?.events?.message}
                </p>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="mt-4"
        disabled={fields.length >= STAFF_NOTIFICATION_MAX_RECIPIENTS}
        onClick={() => {
          append({ email: '', events: [...STAFF_NOTIFICATION_EVENTS] });
          requestAnimationFrame(() =>
            document.getElementById(`notification-${fields.length}-email`)?.focus(),
          );
        }}
      >
        Add an address
      </Button>
    </div>
  );
}
