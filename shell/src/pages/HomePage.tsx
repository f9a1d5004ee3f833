import { RemoteMount } from '../remotes/RemoteMount';

/**
 * Home is composed by the shell from two remotes: the lobby's home sections and, in the slot the
 * lobby leaves for it, the member bar from mf-member. Neither remote imports the other.
 */
/** The guest member bar's height with its margins: its slot is held while mf-member loads (no layout shift). */
const MEMBER_BAR_SLOT_PX = 171;

export function HomePage() {
  return (
    <RemoteMount
      remote="mf-lobby"
      expose="./Home"
      props={{ memberBar: <RemoteMount remote="mf-member" expose="./MemberBar" loading={<div style={{ minHeight: MEMBER_BAR_SLOT_PX }} aria-hidden="true" />} /> }}
    />
  );
}
