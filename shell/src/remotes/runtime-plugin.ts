import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin (engineering-habits H4: failure handling per loading stage). The stage that failed is logged here;
 * the retry and the fallback live in RemoteMount, which also reports the failure.
 */
export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-runtime-plugin',
    errorLoadRemote(args) {
      console.error(`[mf] ${args.lifecycle} failed for ${args.id}`, args.error);
      // Returning nothing lets the error reach RemoteMount's retry and fallback.
      return undefined;
    },
  };
}
