import { type FieldErrors, type FieldValues, set } from 'react-hook-form';

/** How a form names the field a schema path (or an API message's path) is about. */
export type FieldOf<T> = (path: readonly PropertyKey[], values: T) => string;

/**
 * Collects a resolver's messages on the form's fields: the first problem of a field is the one
 * shown, as a person fixes one thing at a time.
 */
export function fieldErrors<T extends FieldValues>() {
  const errors: FieldErrors<T> = {};
  const placed = new Set<string>();
  return {
    errors,
    place(field: string, message: string, type: string) {
      if (placed.has(field)) return;
      placed.add(field);
      set(errors, field, { type, message });
    },
  };
}

/**
 * A 400 from the API names each field it refuses ("discountedPrice: The discounted price must be
 * lower than the regular price"), several joined by "; ". Answers the form fields among them with
 * their messages.
 */
export function fieldsOfServerMessage<T extends object>(
  message: string,
  values: T,
  fieldOf: FieldOf<T>,
): { field: string; message: string }[] {
  return message.split('; ').flatMap((part) => {
    const match = /^([A-Za-z]+(?:\.[^.:\s]+)*): (.+)$/.exec(part);
    if (!match) return [];
    const [, path = '', rest = ''] = match;
    const parts = path.split('.');
    if (!Object.hasOwn(values, parts[0]!)) return [];
    return [{ field: fieldOf(parts, values), message: rest }];
  });
}
