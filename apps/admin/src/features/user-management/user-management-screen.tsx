import { Skeleton, SkeletonText } from '@console/ui';
import { useAtomValue } from 'jotai';
import { QueryBoundary } from '../../lib/query-boundary';
import { providerNameAtom } from '../../state/session';
import { userManagementParamsAtom, usersPageAtom } from './atoms/user-management-atoms';
import { UserManagementIntro } from './components/user-management-intro';
import { UsersSection } from './components/users-section';

const loading = (
  <div aria-busy="true" className="flex flex-col gap-4">
    <Skeleton className="h-7 w-72" />
    <SkeletonText lines={8} label="Loading users" />
  </div>
);

/** The route's screen: the page on the real clock. */
export default function UserManagementScreen() {
  return <UserManagementPage />;
}

/**
 * User Management (spec 000 §2 "User management"): the header with its intro, then the users of the selected
 * account. `now` fixes the clock the statuses are computed with (stories); the route uses the real one.
 */
export function UserManagementPage({ now }: { now?: Date }) {
  const params = useAtomValue(userManagementParamsAtom);
  const providerName = useAtomValue(providerNameAtom);
  return (
    <div className="flex flex-col gap-6">
      <h1 id="page-heading" className="text-3xl font-bold text-ink">
        User Management
      </h1>
      {params.siteCode === '' ? (
        <p className="text-ink">Masquerade as an institution to manage its users.</p>
      ) : (
        <>
          <UserManagementIntro
            providerName={providerName}
            institutionName={params.institutionName}
            isPublisher={params.isPublisher}
            siteCode={params.siteCode}
          />
          <QueryBoundary queries={[usersPageAtom]} logDetail={{ query: 'pairedUsers' }} loading={loading}>
            <UsersSection {...(now ? { now } : {})} />
          </QueryBoundary>
        </>
      )}
    </div>
  );
}
