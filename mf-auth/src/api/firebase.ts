import { api } from '@site/shared';

/** GET /wps/session/firebase/config: public web config; enabled false (or a provider off) hides its button. */
export interface FirebaseClientConfig {
  enabled: boolean;
  providers: { google: boolean; facebook: boolean; phone: boolean };
  apiKey?: string;
  projectId?: string;
  authDomain?: string;
  appId?: string | null;
  emulatorUrl?: string | null;
}

let configPromise: Promise<FirebaseClientConfig> | null = null;
export function fetchFirebaseConfig(): Promise<FirebaseClientConfig> {
  configPromise ??= api.get<FirebaseClientConfig>('/wps/session/firebase/config').catch((error) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}

/**
 * Signs in with Google or Facebook through the firebase SDK and returns the Firebase ID token for the API.
 * The SDK is imported here, on the first tap, so it never weighs on the home page or the login form.
 */
export async function firebaseIdToken(config: FirebaseClientConfig, provider: 'google' | 'facebook'): Promise<string> {
  const [{ initializeApp, getApps }, authSdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app = getApps().find((a) => a.name === 'mf-auth') ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, ...(config.appId ? { appId: config.appId } : {}) }, 'mf-auth');
  const auth = authSdk.getAuth(app);
  if (config.emulatorUrl && !auth.emulatorConfig) authSdk.connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  const result = await authSdk.signInWithPopup(auth, provider === 'google' ? new authSdk.GoogleAuthProvider() : new authSdk.FacebookAuthProvider());
  return result.user.getIdToken();
}
