import React, { createElement, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter, useInRouterContext } from 'react-router-dom';

/**
 * The mount contract every remote follows (docs/shipping.md, "The mount contract").
 *
 * Each exposed module (src/expose/*.tsx) default-exports a plain React component, which the shell
 * renders inside its own router, store and i18n (one React, shared as a singleton). Beside it the module
 * exports single-spa lifecycles (bootstrap, mount, unmount) built by remoteLifecycles, so a host of
 * another framework or React version can mount the same screen into a DOM element of its own.
 */
export { REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName } from './remotes';

/**
 * The member bar's height (border box), which mf-member draws and the shell holds for it while mf-member loads:
 * the guest bar is one fixed height at every width and in every language, the member card at least its own.
 * The same numbers on both sides keep what is below it in place when it arrives (no layout shift).
 */
export const MEMBER_BAR_PX = { guest: 112, member: 156 } as const;

export interface RemoteLifecycles<P> {
  bootstrap: (props: P & { domElement?: HTMLElement }) => Promise<void>;
  mount: (props: P & { domElement?: HTMLElement }) => Promise<void>;
  unmount: (props: P & { domElement?: HTMLElement }) => Promise<void>;
  update?: (props: P & { domElement?: HTMLElement }) => Promise<void>;
}

export interface RemoteModule<P extends object = object> extends RemoteLifecycles<P> {
  default: ComponentType<P>;
}

/** Gives a screen a router when it is mounted outside the shell's (a single-spa host has none). */
function withRouter<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Routed(props: P) {
    const inRouter = useInRouterContext();
    const screen = createElement(Component, props);
    return inRouter ? screen : createElement(BrowserRouter, null, screen);
  }
  Routed.displayName = `Routed(${Component.displayName ?? Component.name ?? 'Remote'})`;
  return Routed;
}

/**
 * single-spa-react lifecycles for a remote screen; the shell itself renders the component directly.
 * single-spa-react loads on the first bootstrap, so the shell's own start-up never downloads it.
 */
export function remoteLifecycles<P extends object>(Component: ComponentType<P>): RemoteLifecycles<P> {
  let lifecycles: Promise<RemoteLifecycles<P>> | null = null;
  const load = () =>
    (lifecycles ??= import('single-spa-react').then(
      ({ default: singleSpaReact }) =>
        singleSpaReact({
          React,
          ReactDOMClient,
          rootComponent: withRouter(Component) as never,
          errorBoundary: () => createElement('div', { role: 'alert' }, 'This section could not load.'),
        }) as unknown as RemoteLifecycles<P>,
    ));
  return {
    bootstrap: async (props) => (await load()).bootstrap(props),
    mount: async (props) => (await load()).mount(props),
    unmount: async (props) => (await load()).unmount(props),
    update: async (props) => (await load()).update?.(props),
  };
}
