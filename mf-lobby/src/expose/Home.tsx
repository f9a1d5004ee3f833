import type { ReactNode } from 'react';
import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { HomePage } from '../features/home/HomePage';

/**
 * The home sections; the shell passes the member bar (from mf-member) into its slot, and whether an auth popup is
 * open over home (the pop-up announcement waits for it to close).
 */
export default function Home({ memberBar, authPopupOpen }: { memberBar?: ReactNode; authPopupOpen?: boolean }) {
  return <HomePage memberBar={memberBar} authPopupOpen={authPopupOpen} />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(Home);
