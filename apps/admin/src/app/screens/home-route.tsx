import { lazy } from 'react';
import HomeScreen from '../../features/home/home-screen';
import type { ScreenProps } from '../route-table';

// Staff acting as themselves start a masquerade from Home; nobody else loads that code.
const MasqueradePanel = lazy(() =>
  import('../../features/masquerade/components/masquerade-panel').then((m) => ({ default: m.MasqueradePanel })),
);

/** Home: the dashboards of the home feature, plus the masquerade panel for internal staff. */
export default function HomeRoute({ user }: ScreenProps) {
  return <HomeScreen>{user.internalAdmin && <MasqueradePanel />}</HomeScreen>;
}
