import { useEffect, useRef } from 'react';
import { fieldErrorKey, required, useRuleForm, type FormRules } from '@site/shared/src/forms';
import { bus, isNickname, isSwitchOn, LIMITS, rules, toast, TOAST_MS, useSession, useSystemStatus, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { Avatar, BuiltinAvatar, BUILTIN_AVATARS } from '../components/Avatar';
import { useProfile } from '../stores/profile-store';
import { useMemberProfile, useProfileChange } from '../hooks/use-profile';
import { checkAvatarFile, squareAvatar } from '../rules/image-upload';
import { formatPicked } from '../rules/date-rules';
import { CameraIcon, CheckIcon, LogoutIcon } from '../components/icons';
import type { ProfileField } from '../api/profile.api';
import ui from '../components/ui.module.css';
import styles from './settings.module.css';

/** Personal settings (/m/set): avatar, nickname, e-mail, payee name; account facts. Language and theme are the shell's. */
export function SettingsPage() {
  return (
    <MemberGuard>
      <Settings />
    </MemberGuard>
  );
}

type FieldName = ProfileField;
/** The rules the API applies to each field (shared/src/validation/rules.ts), with this page's message keys. */
const PROFILE_RULES: FormRules<Record<FieldName, string>> = {
  nickname: required((v) => (isNickname(v) ? null : 'settings.nickname_rule')),
  email: required(rules.email),
  payeeName: required(rules.payeeName),
};
const MAX_LENGTH: Record<FieldName, number> = { nickname: LIMITS.nicknameMax, email: LIMITS.emailMax, payeeName: LIMITS.payeeNameMax };

function Settings() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session)!;
  const member = useSession((s) => s.member);
  const status = useSystemStatus((s) => s.status);
  const avatar = useProfile((s) => s.avatar);
  const form = useRuleForm(PROFILE_RULES, { defaultValues: { nickname: '', email: '', payeeName: '' } });
  const { reset, watch, formState } = form;
  const values = watch();
  const { saving, saveField, saveAvatar } = useProfileChange(t('settings.saved'));
  const fileInput = useRef<HTMLInputElement>(null);
  useMemberProfile();
  useEffect(() => {
    if (member) reset({ nickname: member.nickname ?? '', email: member.email ?? '', payeeName: member.payeeName ?? '' });
  }, [member, reset]);

  const current: Record<FieldName, string> = {
    nickname: member?.nickname ?? '',
    email: member?.email ?? '',
    payeeName: member?.payeeName ?? '',
  };
  const save = (field: FieldName) => saveField(field, values[field].trim());
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      toast.show(t(`errors:${problem}`), 'error', TOAST_MS.short);
      return;
    }
    try {
      await saveAvatar({ image: await squareAvatar(file) });
    } catch {
      toast.show(t('errors:avatar.invalid'), 'error', TOAST_MS.short);
    }
  };

  const name = member?.nickname || session.userName;
  const fields: FieldName[] = ['nickname', 'email', 'payeeName'];
  return (
    <section className={ui.page} data-screen="settings">
      <div className={`${ui.card} ${styles.avatarCard}`}>
        <div className={styles.avatarTop}>
          <Avatar avatarId={avatar?.avatarId} url={avatar?.url} name={name} size={76} />
          <div className={styles.who}>
            <strong>{name}</strong>
            <span className={ui.itemSub}>{session.userName}</span>
          </div>
        </div>
        <span className={ui.label}>{t('settings.avatar')}</span>
        <div className={styles.avatars} role="radiogroup" aria-label={t('settings.avatar')}>
          {Array.from({ length: BUILTIN_AVATARS }, (_, i) => i + 1).map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={avatar?.avatarId === id}
              className={`${styles.avatarOption} ${avatar?.avatarId === id ? styles.avatarChosen : ''}`}
              onClick={() => saveAvatar({ avatarId: id })}
              disabled={saving === 'avatar'}
              data-testid={`avatar-${id}`}
            >
              <BuiltinAvatar id={id} size={40} />
              {avatar?.avatarId === id ? (
                <span className={styles.avatarTick}>
                  <CheckIcon size={12} />
                </span>
              ) : null}
            </button>
          ))}
        </div>
        {isSwitchOn(status, 'PROFPIC3') ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
              data-testid="avatar-file"
            />
            <button
              type="button"
              className={ui.secondaryButton}
              onClick={() => fileInput.current?.click()}
              disabled={saving === 'avatar'}
              style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}
            >
              <CameraIcon size={18} />
              {t('settings.upload')}
            </button>
            <p className={ui.hint}>{t('settings.upload_hint')}</p>
          </>
        ) : null}
      </div>
      <div className={ui.card}>
        <h2 className={ui.cardTitle}>{t('settings.profile')}</h2>
        {fields.map((field) => {
          const problem = fieldErrorKey(formState.errors, field);
          const changed = values[field].trim() !== current[field];
          return (
            <div key={field} className={ui.field}>
              <label className={ui.label} htmlFor={field}>
                {t(`settings.${field}`)}
              </label>
              <div className={styles.inline}>
                <input
                  id={field}
                  className={ui.input}
                  maxLength={MAX_LENGTH[field]}
                  type={field === 'email' ? 'email' : 'text'}
                  {...form.register(field)}
                  aria-invalid={!!problem}
                  placeholder={t(`settings.${field}_placeholder`)}
                  data-testid={`settings-${field}`}
                />
                <button
                  type="button"
                  className={styles.save}
                  disabled={!changed || !!problem || !values[field].trim() || saving === field}
                  onClick={() => save(field)}
                  data-testid={`save-${field}`}
                >
                  {saving === field ? '…' : t('settings.save')}
                </button>
              </div>
              {problem ? <p className={ui.error}>{t(problem)}</p> : null}
            </div>
          );
        })}
      </div>
      <div className={ui.card}>
        <h2 className={ui.cardTitle}>{t('settings.account')}</h2>
        <dl className={styles.facts}>
          <dt>{t('settings.account_name')}</dt>
          <dd>{member?.account ?? session.userName}</dd>
          <dt>{t('settings.mobile')}</dt>
          <dd>{member?.mobile || '-'}</dd>
          <dt>{t('settings.reg_date')}</dt>
          <dd>{member?.regDate ? formatPicked(new Date(member.regDate), 'date') : '-'}</dd>
        </dl>
      </div>
      <button
        type="button"
        className={ui.dangerButton}
        onClick={() => bus.emit('auth:logout', {})}
        data-testid="settings-logout"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}
      >
        <LogoutIcon size={18} />
        {t('common:logout')}
      </button>
    </section>
  );
}
