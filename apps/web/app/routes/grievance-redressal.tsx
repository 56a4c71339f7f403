import { useSearchParams } from 'react-router';
import { GrievancePage } from '~/features/grievance';
import { grievanceAction } from '~/features/grievance/index.server';
import { pageTitle } from '~/features/store';
import type { Route } from './+types/grievance-redressal';

export async function action(args: Route.ActionArgs) {
  return grievanceAction(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Grievance Redressal', matches) },
    {
      name: 'description',
      content:
        'Complain to our grievance officer: acknowledged within 48 hours, resolved within one month. Look up your complaint with its ticket number.',
    },
  ];
}

export default function GrievanceRedressal() {
  const [searchParams] = useSearchParams();
  // The e-mailed link names the ticket (?ticket=); the contact is never put in an address.
  return <GrievancePage initialTicket={searchParams.get('ticket')?.slice(0, 40) ?? ''} />;
}
