import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { checkSetupLink, SetupForm } from '~/features/auth';

export function loader({ request }: LoaderFunctionArgs) {
  return checkSetupLink(request);
}

export function Component() {
  return <SetupForm link={useLoaderData<typeof loader>()} />;
}
