import { api, ApiError, type FirebaseClientConfig } from '@site/shared';
import type { Auth, ConfirmationResult } from 'firebase/auth';

export type { FirebaseClientConfig } from '@site/shared';

let configPromise: Promise<FirebaseClientConfig> | null = null;
/** GET /wps/session/firebase/config: enabled false (or a provider off) hides its button; providers.phone makes Firebase the SMS channel. */
export function fetchFirebaseConfig(): Promise<FirebaseClientConfig> {
  configPromise ??= api.get<FirebaseClientConfig>('/wps/session/firebase/config').catch((error) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

type AuthSdk = typeof import('firebase/auth');
let authPromise: Promise<{ auth: Auth; sdk: AuthSdk }> | null = null;

/**
 * The firebase SDK, imported on first use (a tap on Google or "send code"), so it never weighs on the home page
 * or the login form. The Firebase session stays in memory: the API's own session is the one that counts.
 */
function firebaseAuth(config: FirebaseClientConfig) {
  authPromise ??= Promise.all([import('firebase/app'), import('firebase/auth')]).then(([{ getApps, initializeApp }, sdk]) => {
    // A new version of this remote may run in the same page: reuse the app the last one made.
    const existing = getApps().find((a) => a.name === 'mf-auth');
    const app =
      existing ??
      initializeApp(
        {
          apiKey: config.apiKey,
          authDomain: config.authDomain,
          projectId: config.projectId,
          ...(config.appId ? { appId: config.appId } : {}),
        },
        'mf-auth',
      );
    const auth = existing ? sdk.getAuth(app) : sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
    // With the emulator the SDK also skips the real reCAPTCHA (appVerificationDisabledForTesting).
    if (config.emulatorUrl && !auth.emulatorConfig) sdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return { auth, sdk };
  });
  authPromise.catch(() => (authPromise = null));
  return authPromise;
}

/** Signs in with Google or Facebook in a popup and returns the Firebase ID token for the API. */
export async function firebaseIdToken(config: FirebaseClientConfig, provider: 'google' | 'facebook'): Promise<string> {
  const { auth, sdk } = await firebaseAuth(config);
  const result = await sdk.signInWithPopup(
    auth,
    provider === 'google' ? new sdk.GoogleAuthProvider() : new sdk.FacebookAuthProvider(),
    sdk.browserPopupRedirectResolver,
  );
  return result.user.getIdToken();
}

/** A code Firebase sent by SMS; confirm() trades the code the user typed for a Firebase ID token. */
export interface FirebaseSmsCode {
  confirm(code: string): Promise<string>;
}

/** Sends the SMS code through Firebase phone auth behind an invisible reCAPTCHA drawn in `container`. */
export async function sendFirebaseCode(
  config: FirebaseClientConfig,
  phoneNumber: string,
  container: HTMLElement,
): Promise<FirebaseSmsCode> {
  const { auth, sdk } = await firebaseAuth(config);
  const verifier = new sdk.RecaptchaVerifier(auth, container, { size: 'invisible' });
  let confirmation: ConfirmationResult;
  try {
    confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
  } finally {
    verifier.clear();
  }
  // A code confirms once with Firebase: keep its token, so the form can be sent again after the API refused it
  // (a taken username, say) without a new code; the API still wants the proof younger than 5 minutes.
  let confirmed: { code: string; token: Promise<string> } | null = null;
  return {
    confirm(code) {
      if (confirmed?.code !== code) {
        const token = confirmation.confirm(code).then((result) => result.user.getIdToken());
        confirmed = { code, token };
        token.catch(() => confirmed?.token === token && (confirmed = null));
      }
      return confirmed!.token;
    },
  };
}

/** Firebase error codes the user can act on, as the API's error keys (translated TH/EN by the errors catalogue). */
const ACTIONABLE: Record<string, string> = {
  'auth/invalid-verification-code': 'verification.code.error',
  'auth/missing-verification-code': 'verification.code.error',
  'auth/code-expired': 'verification.code.error',
  'auth/invalid-phone-number': 'format.mobile',
  'auth/missing-phone-number': 'format.mobile',
  'auth/too-many-requests': 'rate.limited',
  'auth/quota-exceeded': 'rate.limited',
  'auth/network-request-failed': 'network.offline',
};

/** product-rules 4/8: a failed Firebase check stops silently (a closed popup, a failed reCAPTCHA); forms skip their message. */
export class FirebaseCheckStopped extends Error {
  constructor(readonly code: string) {
    super(`firebase check stopped: ${code}`);
    this.name = 'FirebaseCheckStopped';
  }
}

/** Runs a Firebase step: failures the user must act on become an ApiError (shown like the API's), the rest stop silently. */
export async function firebaseStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? 'unknown');
    const key = ACTIONABLE[code];
    throw key ? new ApiError(key, code, 0) : new FirebaseCheckStopped(code);
  }
}
