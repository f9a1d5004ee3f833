const DEVICE_KEY = 'deviceId';

/**
 * A random id of this browser, kept in its storage and sent as the Device header: the API records the devices a
 * member registers and logs in from (a referral invitee on its referrer's device is not valid). '' where storage is
 * blocked.
 */
export function deviceId(): string {
  try {
    let id = window.localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
      window.localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return '';
  }
}
