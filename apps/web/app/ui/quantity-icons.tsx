// The quantity stepper's icons (product page, cart), apart from the shell's (icons.tsx), which
// every page's first load carries.
import { icon } from './icons';

export const MinusIcon = icon('<path d="M5 12h14"></path>');

export const PlusIcon = icon('<path d="M12 5v14M5 12h14"></path>');
