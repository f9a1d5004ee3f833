import type { ReactNode } from 'react';
import { remoteLifecycles } from '@site/shared';
import '../i18n';
import { HomePage } from '../pages/home/HomePage';

/** The home sections; the shell passes the member bar (from mf-member) into its slot. */
export default function Home({ memberBar }: { memberBar?: ReactNode }) {
  return <HomePage memberBar={memberBar} />;
}

export const { bootstrap, mount, unmount } = remoteLifecycles(Home);
