import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@site/shared';
import { fetchFirebaseConfig, firebaseStep, type FirebaseClientConfig, type FirebaseSmsCode } from '../api/firebase.api';

/** What a form sends for the code the user typed: the code, plus a Firebase ID token on the Firebase channel. */
export type PhoneProof = { verificationCode: string } | { verificationCode: string; firebaseChannel: 'sms'; firebaseIdToken: string };

/**
 * How this merchant's SMS codes travel: 'sms' through our /wps/verification/sms/* (captcha first), 'firebase'
 * through the firebase SDK (invisible reCAPTCHA) when the Firebase config's providers.phone is on; null until known.
 */
export interface PhoneVerification {
  channel: 'sms' | 'firebase' | null;
  firebase: FirebaseClientConfig | null;
  /** The code Firebase sent last, waiting for the one the user types. */
  sent: { current: FirebaseSmsCode | null };
  proof(code: string): Promise<PhoneProof>;
}

export function usePhoneVerification(): PhoneVerification {
  const [firebase, setFirebase] = useState<FirebaseClientConfig | null | undefined>(undefined);
  const sent = useRef<FirebaseSmsCode | null>(null);
  useEffect(() => {
    let live = true;
    fetchFirebaseConfig().then(
      (config) => live && setFirebase(config.enabled && config.providers.phone ? config : null),
      () => live && setFirebase(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => ({
      channel: firebase === undefined ? null : firebase ? 'firebase' : 'sms',
      firebase: firebase ?? null,
      sent,
      async proof(code: string): Promise<PhoneProof> {
        if (!firebase) return { verificationCode: code };
        const pending = sent.current;
        if (!pending) throw new ApiError('verification.code.error', 'no Firebase code was sent', 0);
        return { verificationCode: code, firebaseChannel: 'sms', firebaseIdToken: await firebaseStep(() => pending.confirm(code)) };
      },
    }),
    [firebase],
  );
}
