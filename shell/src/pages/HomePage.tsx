import { RemoteMount } from '../remotes/RemoteMount';

/**
 * Home is composed by the shell from two remotes: the lobby's home sections and, in the slot the
 * lobby leaves for it, the member bar from mf-member. Neither remote imports the other.
 */
export function HomePage() {
  return (
    <RemoteMount
      remote="mf-lobby"
      expose="./Home"
      props={{ memberBar: <RemoteMount remote="mf-member" expose="./MemberBar" /> }}
    />
  );
}
