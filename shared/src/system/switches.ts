// The white-label switches, apart from the status store (system-status.ts): the API reads them without zustand.
import type { SystemStatus, WhitelabelNode } from './system-status';

function findNode(nodes: WhitelabelNode[] | undefined, modId: string): WhitelabelNode | null {
  for (const node of nodes ?? []) {
    if (node.modId === modId) return node.enabled ? node : null;
    // A disabled parent switches off its children.
    if (!node.enabled) continue;
    const child = findNode(node.childrenNodes, modId);
    if (child) return child;
  }
  return null;
}

/** product-rules 2/6: a feature with a white-label key shows only when that switch is on. */
export function isSwitchOn(status: SystemStatus | null, modId: string): boolean {
  return !!status && findNode(status.info.whitelabel, modId) !== null;
}
