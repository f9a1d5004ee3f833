import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { bus, isRealMember, sessionStore } from '@site/shared';
import { fetchBalance, type WalletBalance } from '../api/wallet.api';

/** Remembered per device: the player chose to hide the balance (product-rules 2 hide/show toggle). */
export const HIDE_KEY = 'member.balanceHidden';

interface BalanceState {
  wallet: WalletBalance | null;
  refreshing: boolean;
  failed: boolean;
  hidden: boolean;
  refresh(): Promise<void>;
  setHidden(hidden: boolean): void;
}

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

let inFlight: Promise<void> | null = null;

/** One balance for every widget of this remote (member bar, balance widget, member centre, money screens). */
export const balanceStore = createStore<BalanceState>()((set) => ({
  wallet: null,
  refreshing: false,
  failed: false,
  hidden: readHidden(),
  refresh() {
    // Guests have no wallet; trial members are refused wallet calls (product-rules 6 free_reject).
    if (!isRealMember(sessionStore.getState().session)) {
      set({ wallet: null, refreshing: false });
      return Promise.resolve();
    }
    // product-rules 4: refresh re-fetches the wallet; concurrent asks share one request.
    inFlight ??= (async () => {
      set({ refreshing: true });
      try {
        set({ wallet: await fetchBalance(), failed: false });
      } catch {
        set({ failed: true });
      } finally {
        set({ refreshing: false });
        inFlight = null;
      }
    })();
    return inFlight;
  },
  setHidden(hidden) {
    try {
      window.localStorage.setItem(HIDE_KEY, hidden ? '1' : '0');
    } catch {
      /* private mode: for this page only */
    }
    set({ hidden });
  },
}));

// Any bet, transfer or deposit anywhere on the site announces itself on the bus: show the new total at once
// when given, and re-read the wallet for the per-wallet split.
bus.on('wallet:changed', ({ sumBalance }) => {
  const { wallet } = balanceStore.getState();
  if (typeof sumBalance === 'number' && Number.isFinite(sumBalance) && wallet) balanceStore.setState({ wallet: { ...wallet, sumBalance } });
  void balanceStore.getState().refresh();
});
bus.on('auth:loggedOut', () => balanceStore.setState({ wallet: null }));
bus.on('auth:loggedIn', () => void balanceStore.getState().refresh());

export function useBalance<T>(selector: (state: BalanceState) => T): T {
  return useStore(balanceStore, selector);
}
