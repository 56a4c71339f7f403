import type { GrievanceStatusAnswer } from '@storefront/contract';

export const FILING_FIELDS = ['name', 'contact', 'orderId', 'message'] as const;
export type FilingField = (typeof FILING_FIELDS)[number];
export type FilingValues = Record<FilingField, string>;

export const LOOKUP_FIELDS = ['ticket', 'contact'] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];
export type LookupValues = Record<LookupField, string>;

/**
 * What the page's action answers, for a form posted with or without JavaScript: the ticket of a
 * complaint filed, or a complaint's status; else the values sent back with what is wrong.
 */
export type GrievanceActionResult =
  | { intent: 'file'; ok: true; ticket: string; contact: string; emailed: boolean }
  | {
      intent: 'file';
      ok: false;
      values: FilingValues;
      fieldErrors: Partial<Record<FilingField, string>>;
      formError: string | null;
    }
  | { intent: 'lookup'; ok: true; grievance: GrievanceStatusAnswer; contact: string }
  | {
      intent: 'lookup';
      ok: false;
      values: LookupValues;
      fieldErrors: Partial<Record<LookupField, string>>;
      formError: string | null;
    };

export const grievancePageMessages = {
  notFound:
    'We found no complaint with this ticket number and e-mail or phone. Please check both and try again.',
  failed: 'Your complaint could not be sent just now. Please try again in a moment.',
  lookupFailed: 'We could not look up your complaint just now. Please try again in a moment.',
  unknownForm: 'This form is not one of this page’s.',
} as const;
