import { StarIcon } from '~/ui/icons';

/** Spec section 2: every card shows a fixed rating of 4.8. */
export const FIXED_RATING = 4.8;

export function Rating() {
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <StarIcon size={16} className="text-accent-500" />
      <span>
        <span className="sr-only">Rated </span>
        {FIXED_RATING}
        <span className="sr-only"> out of 5</span>
      </span>
    </p>
  );
}
