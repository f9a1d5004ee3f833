import { api, type ReferralSummary } from '@site/shared';

export type { Invitee, ReferralSummary } from '@site/shared';

/** Invitees a page (api-conventions A8.3; the API allows up to 50). */
export const INVITEES_PAGE_SIZE = 20;

/** The member's code and link, the merchant's rules, and a page of the invitees with their state and reward. */
export const fetchReferral = (pageNo = 1) => api.get<ReferralSummary>('/wps/referral', { pageNo, pageSize: INVITEES_PAGE_SIZE });
