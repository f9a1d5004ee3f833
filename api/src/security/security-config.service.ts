import type { Queryable } from '../db/db';
import * as repo from './security.repository';
import { PAYMENT_PASSWORD_PATTERN } from '@site/shared/src/validation/rules';
import { AVATAR_MAX_BYTES, BUILTIN_AVATAR_COUNT } from './avatar.service';
import { BANKS, MAX_BANK_CARDS } from './bank-card.service';
import { hasPaymentPassword } from './payment-password.service';
import { ANSWER_MAX, QUESTIONS_MAX, QUESTIONS_MIN } from './security-questions.service';

/** The security centre's state and rules in one answer (securityConfig): what is set, the limits, the banks. */
export async function securityConfig(db: Queryable, memberId: number) {
  const [hasPassword, answers, cards] = await Promise.all([
    hasPaymentPassword(db, memberId),
    repo.listMemberAnswers(db, memberId),
    repo.countLiveBankCards(db, memberId),
  ]);
  return {
    hasPaymentPassword: hasPassword,
    hasSecurityQuestions: answers.length > 0,
    bankCardCount: cards,
    maxBankCards: MAX_BANK_CARDS,
    paymentPasswordPattern: PAYMENT_PASSWORD_PATTERN.source,
    questionsMin: QUESTIONS_MIN,
    questionsMax: QUESTIONS_MAX,
    answerMaxLength: ANSWER_MAX,
    banks: [...BANKS],
    avatarMaxBytes: AVATAR_MAX_BYTES,
    builtinAvatarCount: BUILTIN_AVATAR_COUNT,
  };
}
