import { MEMBER_BAR_PX, Spinner, useSession } from '@site/shared';
import { RemoteMount } from '../remotes/RemoteMount';

/**
 * While the lobby loads, the first banner the server sent stays where the lobby's carousel will show it (same
 * place and size as in the HTML, api/src/web/boot.ts): no blank screen, and the page's largest paint is early.
 */
function FirstScreen() {
  const banner = window.__BOOT__?.homeBanners?.[0] as { url: string; title: string } | undefined;
  if (!banner) return <Spinner />;
  return (
    <div className="boot-banner" data-testid="first-screen">
      <img src={banner.url} alt={banner.title} fetchPriority="high" />
    </div>
  );
}

/**
 * Home is composed by the shell from two remotes: the lobby's home sections and, in the slot the
 * lobby leaves for it, the member bar from mf-member. Neither remote imports the other. The lobby also hears whether
 * an auth popup is open over home.
 */
export function HomePage({ authPopupOpen }: { authPopupOpen: boolean }) {
  const member = useSession((s) => s.session !== null);
  // The member bar's room is held while mf-member loads, at the height of what it will show (no layout shift).
  const memberBarRoom = <div style={{ height: member ? MEMBER_BAR_PX.member : MEMBER_BAR_PX.guest }} aria-hidden="true" />;
  return (
    <RemoteMount
      remote="mf-lobby"
      expose="./Home"
      loading={<FirstScreen />}
      props={{ memberBar: <RemoteMount remote="mf-member" expose="./MemberBar" loading={memberBarRoom} />, authPopupOpen }}
    />
  );
}
