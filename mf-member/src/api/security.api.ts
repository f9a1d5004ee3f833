import {
  api,
  type AddBankCard,
  type BankCard,
  type MemberAvatar,
  type MemberQuestion,
  type PaymentPasswordSaved,
  type ResetPaymentPassword,
  type SaveAvatar,
  type SavePaymentPassword,
  type SaveSecurityQuestions,
  type SecurityConfig,
  type SecurityQuestion,
} from '@site/shared';

export type { BankCard, MemberAvatar, SecurityConfig } from '@site/shared';

/** The security centre API (api/src/security; shapes in shared/src/contracts/security.ts). */
export const securityApi = {
  config: () => api.get<SecurityConfig>('/wps/member/securityConfig'),
  hasWithdrawalPassword: () => api.get<boolean>('/wps/member/hasWithdrawalPassword'),
  savePaymentPassword: (body: SavePaymentPassword) => api.post<PaymentPasswordSaved>('/wps/member/paymentPassword', body),
  resetPaymentPassword: (body: ResetPaymentPassword) => api.post<boolean>('/wps/member/paymentPassword/reset', body),
  questions: () => api.get<SecurityQuestion[]>('/wps/member/securityQuestions'),
  myQuestions: () => api.get<MemberQuestion[]>('/wps/member/customerSecurityQuestions'),
  saveQuestions: (body: SaveSecurityQuestions) => api.post<MemberQuestion[]>('/wps/member/customerSecurityQuestions', body),
  cards: () => api.get<BankCard[]>('/wps/member/bankCard'),
  addCard: (body: AddBankCard) => api.post<{ id: number }>('/wps/member/bankCard', body),
  removeCard: (id: number, paymentPassword: string) => api.delete<boolean>(`/wps/member/bankCard/${id}`, { paymentPassword }),
  avatar: () => api.get<MemberAvatar>('/wps/member/info/icon'),
  saveAvatar: (body: SaveAvatar) => api.post<MemberAvatar>('/wps/member/info/icon', body),
};
