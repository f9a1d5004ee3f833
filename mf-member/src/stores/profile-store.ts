import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { bus, isRealMember, sessionStore } from '@site/shared';
import { securityApi, type MemberAvatar } from '../api/security.api';
import { fetchMemberInfo } from '../api/profile.api';

interface ProfileState {
  avatar: MemberAvatar | null;
  /** Re-reads member info (product-rules 4: with a session the member info is renewed) and the avatar. */
  load(): Promise<void>;
  setAvatar(avatar: MemberAvatar): void;
}

/**
 * Reads member info (into the session, where the header and every screen read it) and the avatar (into this store).
 * The member bar on home calls it through load(); the member centre's screens through a query (hooks/use-profile.ts).
 */
export async function readProfile(): Promise<void> {
  const session = sessionStore.getState().session;
  if (!session) return;
  const info = fetchMemberInfo().then(
    (m) => sessionStore.getState().setMember(m),
    () => undefined,
  );
  // Trial members have no avatar (the icon endpoint refuses them with free_reject).
  const avatar = isRealMember(session)
    ? securityApi.avatar().then(
        (a) => profileStore.setState({ avatar: a }),
        () => undefined,
      )
    : Promise.resolve();
  await Promise.all([info, avatar]);
}

export const profileStore = createStore<ProfileState>()((set) => ({
  avatar: null,
  load: readProfile,
  setAvatar(avatar) {
    set({ avatar });
  },
}));

bus.on('auth:loggedOut', () => profileStore.setState({ avatar: null }));

export function useProfile<T>(selector: (state: ProfileState) => T): T {
  return useStore(profileStore, selector);
}
