import { api, type EmailBody, type MemberInfo, type NicknameBody, type PayeeNameBody } from '@site/shared';

/** The member's profile (api/src/member; shapes in shared/src/contracts/member.ts). */
export const fetchMemberInfo = () => api.get<MemberInfo>('/wps/member/info');

export type ProfileField = 'nickname' | 'email' | 'payeeName';
const SAVE: { [F in ProfileField]: (value: string) => Promise<boolean> } = {
  nickname: (nickname) => api.post<boolean>('/wps/member/info/nickname', { nickname } satisfies NicknameBody),
  email: (email) => api.post<boolean>('/wps/member/info/email', { email } satisfies EmailBody),
  payeeName: (payeeName) => api.post<boolean>('/wps/member/info/payeename', { payeeName } satisfies PayeeNameBody),
};
export const saveProfileField = (field: ProfileField, value: string) => SAVE[field](value);
