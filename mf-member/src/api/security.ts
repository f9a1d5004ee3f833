import { api } from '@site/shared';

/** The security centre API (api/src/security). */
export interface SecurityConfig {
  hasPaymentPassword: boolean;
  hasSecurityQuestions: boolean;
  bankCardCount: number;
  maxBankCards: number;
  paymentPasswordPattern: string;
  questionsMin: number;
  questionsMax: number;
  answerMaxLength: number;
  banks: Array<{ code: string; name: string }>;
  avatarMaxBytes: number;
  builtinAvatarCount: number;
}

export interface BankCard {
  id: number;
  bankCode: string;
  bankName: string;
  accountNo: string;
  holder: string;
  createdAt: number;
}

export const securityApi = {
  config: () => api.get<SecurityConfig>('/wps/member/securityConfig'),
  hasWithdrawalPassword: () => api.get<boolean>('/wps/member/hasWithdrawalPassword'),
  savePaymentPassword: (body: { loginPassword?: string; oldPassword?: string; newPassword: string; confirmPassword: string }) =>
    api.post<{ changed: boolean }>('/wps/member/paymentPassword', body),
  resetPaymentPassword: (body: { loginPassword: string; answers: Array<{ questionId: number; answer: string }>; newPassword: string; confirmPassword: string }) =>
    api.post<boolean>('/wps/member/paymentPassword/reset', body),
  questions: () => api.get<Array<{ id: number; question: string }>>('/wps/member/securityQuestions'),
  myQuestions: () => api.get<Array<{ questionId: number; question: string }>>('/wps/member/customerSecurityQuestions'),
  saveQuestions: (body: { loginPassword: string; answers: Array<{ questionId: number; answer: string }> }) =>
    api.post<Array<{ questionId: number; question: string }>>('/wps/member/customerSecurityQuestions', body),
  cards: () => api.get<BankCard[]>('/wps/member/bankCard'),
  addCard: (body: { bankCode: string; accountNo: string; holder: string; paymentPassword: string }) => api.post<{ id: number }>('/wps/member/bankCard', body),
  removeCard: (id: number, paymentPassword: string) => api.delete<boolean>(`/wps/member/bankCard/${id}`, { paymentPassword }),
  avatar: () => api.get<{ avatarId: number | null; url: string | null }>('/wps/member/info/icon'),
  saveAvatar: (body: { avatarId: number } | { image: string }) => api.post<{ avatarId: number | null; url: string | null }>('/wps/member/info/icon', body),
};
