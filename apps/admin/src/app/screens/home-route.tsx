import { MasqueradePanel } from '../../features/masquerade/components/masquerade-panel';
import type { UserState } from '../../state/user-state';
import ComingSoonScreen from './coming-soon-screen';

/** Home: staff acting as themselves start a masquerade here; dashboards come with their own issue. */
export default function HomeRoute({ user }: { user: UserState }) {
  return (
    <div className="flex flex-col gap-8">
      <ComingSoonScreen path="/home" />
      {user.internalAdmin && <MasqueradePanel />}
    </div>
  );
}
