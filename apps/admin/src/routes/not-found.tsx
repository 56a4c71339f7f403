import { Link } from 'react-router';
import { useDocumentTitle } from '~/lib/use-document-title';
import { buttonClasses } from '~/ui/button';
import { PageHeader } from '~/ui/page-header';

export function Component() {
  useDocumentTitle('Not found');
  return (
    <>
      <PageHeader title="Not found" />
      <p className="text-slate-800">There is no page at this address in the back office.</p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-6')}>
        Go to the start page
      </Link>
    </>
  );
}
