import type { StaffRole } from '@storefront/contract';
import { Link } from 'react-router';
import { useDocumentTitle } from '~/lib/use-document-title';
import { buttonClasses } from '~/ui/button';
import { PageHeader } from '~/ui/page-header';
import {
  type Area,
  areaIsFor,
  homeLabelFor,
  homePathFor,
  ROLE_DESCRIPTIONS,
  roleLabel,
} from '../access';

/**
 * A page the signed-in role may not open (the API would refuse its data too): whose it is, what
 * this role does, and a way to its own home, instead of a silent redirect.
 */
export function NotForRolePage({ area, role }: { area: Area; role: StaffRole }) {
  useDocumentTitle('Not for your role');
  return (
    <>
      <PageHeader title="Not for your role" />
      <div className="max-w-2xl space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">{areaIsFor(area)}</p>
        <p className="text-sm text-slate-800">
          You are signed in as {roleLabel(role)}, who {ROLE_DESCRIPTIONS[role]}. Ask the shop’s
          owner if you need this page.
        </p>
        <Link to={homePathFor(role)} className={buttonClasses('outline', 'sm')}>
          {homeLabelFor(role)}
        </Link>
      </div>
    </>
  );
}
