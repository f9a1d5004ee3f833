import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { Lang } from '../http/language';
import { hashPassword, memberHashOwner, verifyPassword } from '../session/password';
import * as repo from './security.repository';
import { recordWrongAttempt, requireLoginPassword } from './wrong-secret.service';
import { LIMITS } from '@site/shared/src/validation/rules';

/** Security questions: the catalogue, the member's chosen ones, and their answers (which can reset the payment password). */
export const QUESTIONS_MIN = 2;
export const QUESTIONS_MAX = 3;
export const ANSWER_MAX = LIMITS.securityAnswerMax;

const normaliseAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

const questionText = (q: repo.QuestionRow, language: Lang) => (language === 'EN' ? q.text_en : q.text_th);

export async function questionCatalogue(db: Queryable, language: Lang): Promise<Array<{ id: number; question: string }>> {
  return (await repo.listQuestions(db)).map((q) => ({ id: Number(q.id), question: questionText(q, language) }));
}

/** The member's chosen questions, never the answers. */
export async function memberQuestions(
  db: Queryable,
  memberId: number,
  language: Lang,
): Promise<Array<{ questionId: number; question: string }>> {
  return (await repo.listMemberAnswers(db, memberId)).map((q) => ({ questionId: Number(q.id), question: questionText(q, language) }));
}

/** Sets or replaces the member's questions; needs the login password because answers can reset the payment password. */
export async function saveMemberQuestions(
  db: Db,
  memberId: number,
  input: { loginPassword: string; answers: Array<{ questionId: number; answer: string }> },
): Promise<void> {
  const { answers } = input;
  const ids = new Set(answers.map((a) => a.questionId));
  if (answers.length < QUESTIONS_MIN || answers.length > QUESTIONS_MAX || ids.size !== answers.length)
    throw new AppError('security.questions.invalid');
  const known = new Set((await repo.listQuestions(db)).map((q) => Number(q.id)));
  for (const a of answers) {
    const answer = normaliseAnswer(a.answer);
    if (!known.has(a.questionId) || answer.length < 1 || answer.length > ANSWER_MAX) throw new AppError('security.questions.invalid');
  }
  await requireLoginPassword(db, memberId, input.loginPassword);
  const hashed = await Promise.all(
    answers.map(async (a) => ({ questionId: a.questionId, answerHash: await hashPassword(normaliseAnswer(a.answer)) })),
  );
  await db.transaction((tx) => repo.replaceMemberAnswers(tx, memberId, hashed));
}

/** Every answer the member set must be given and right (a wrong one is counted as a wrong secret). */
export async function requireSecurityAnswers(
  db: Queryable,
  memberId: number,
  answers: Array<{ questionId: number; answer: string }> | undefined,
): Promise<void> {
  for (const question of await repo.listMemberAnswers(db, memberId)) {
    const given = answers?.find((a) => a.questionId === Number(question.id));
    if (!given || !(await verifyPassword(normaliseAnswer(given.answer), question.answer_hash, memberHashOwner(memberId)))) {
      await recordWrongAttempt(db, memberId);
      throw new AppError('security.answer.incorrect');
    }
  }
}
