import { type GrievanceStatus, GRIEVANCE_TRANSITIONS } from '@storefront/contract';

export type GrievanceAction = 'acknowledged' | 'resolved' | 'closed';

export interface GrievanceStep {
  status: GrievanceAction;
  /** The choice as the form offers it, and the confirming button's words. */
  label: string;
  description: string;
}

const STEPS: Record<GrievanceAction, GrievanceStep> = {
  acknowledged: {
    status: 'acknowledged',
    label: 'Acknowledge',
    description: 'You have read the complaint and are looking into it.',
  },
  resolved: {
    status: 'resolved',
    label: 'Resolve',
    description: 'Give your answer: the person receives it and sees it when they look it up.',
  },
  closed: {
    status: 'closed',
    label: 'Close without resolving',
    description:
      'A duplicate, spam or withdrawn complaint. Give the reason; it is sent the same way.',
  },
};

/** Only the moves the API accepts from the grievance's status (GRIEVANCE_TRANSITIONS). */
export function nextGrievanceSteps(status: GrievanceStatus): GrievanceStep[] {
  return GRIEVANCE_TRANSITIONS[status].map((next) => STEPS[next as GrievanceAction]);
}

/** The one message of a step not chosen (the contract's enum message is for API clients). */
export const CHOOSE_STEP = 'Choose what happens next';
