import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { checkInviteLink, InviteForm } from '~/features/auth';

export function loader({ request }: LoaderFunctionArgs) {
  return checkInviteLink(request);
}

export function Component() {
  return <InviteForm link={useLoaderData<typeof loader>()} />;
}
