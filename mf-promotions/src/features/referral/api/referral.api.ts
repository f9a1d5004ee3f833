import { api, type ReferralSummary } from '@site/shared';

export type { Invitee, ReferralSummary } from '@site/shared';

/** The member's code and link, the merchant's rules, and each invitee with its state and reward. */
export const fetchReferral = () => api.get<ReferralSummary>('/wps/referral');
