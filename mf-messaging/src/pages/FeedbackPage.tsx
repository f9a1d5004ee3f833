import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText, toast, TOAST_MS, useTranslation } from '@site/shared';
import { sendFeedback } from '../api/messaging.api';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** spec 5/9: images png or jpg, under 5 MB each, at most 3; content between bounds (ours: 10 to 500 characters). */
const CONTENT_MIN = 10;
const CONTENT_MAX = 500;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGES_MAX = 3;
const CATEGORIES = ['deposit', 'withdraw', 'game', 'account', 'suggestion', 'other'] as const;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function FeedbackPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('suggestion');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      if (images.length >= IMAGES_MAX) return setError(t('feedback.too_many', { max: IMAGES_MAX }));
      if (!['image/png', 'image/jpeg'].includes(file.type)) return setError(t('feedback.bad_type'));
      if (file.size >= IMAGE_MAX_BYTES) return setError(t('feedback.too_big'));
    }
    setError(null);
    const urls = await Promise.all(files.map(readAsDataUrl));
    setImages((list) => [...list, ...urls].slice(0, IMAGES_MAX));
  };

  const length = content.trim().length;
  const valid = length >= CONTENT_MIN && length <= CONTENT_MAX;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('feedback.length', { min: CONTENT_MIN, max: CONTENT_MAX }));
    setSending(true);
    toast.loading(t('common:loading'));
    try {
      await sendFeedback({ category, content: content.trim(), images });
      toast.show(t('feedback.sent'), 'success', TOAST_MS.success);
      setTimeout(() => navigate('/m/home'), TOAST_MS.success);
    } catch (err) {
      toast.hide();
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.page} onSubmit={submit} data-screen="feedback" noValidate>
      <div className={styles.hero}>
        <h2>{t('feedback.title')}</h2>
        <p>{t('feedback.subtitle')}</p>
      </div>
      <label className={styles.label}>{t('feedback.category')}</label>
      <div className={styles.chips}>
        {CATEGORIES.map((c) => (
          <button key={c} type="button" className={styles.chip} data-active={c === category} onClick={() => setCategory(c)}>
            {t(`feedback.categories.${c}`)}
          </button>
        ))}
      </div>
      <label className={styles.label} htmlFor="feedback-content">
        {t('feedback.content')} <span className={styles.required}>*</span>
      </label>
      <textarea id="feedback-content" className={styles.textarea} value={content} maxLength={CONTENT_MAX} rows={6} placeholder={t('feedback.placeholder')} onChange={(e) => setContent(e.target.value)} data-testid="feedback-content" />
      <div className={styles.counter}>
        {length}/{CONTENT_MAX}
      </div>
      <label className={styles.label}>{t('feedback.images', { max: IMAGES_MAX })}</label>
      <div className={styles.images}>
        {images.map((src, i) => (
          <button key={i} type="button" className={styles.thumb} onClick={() => setImages((list) => list.filter((_, j) => j !== i))} aria-label={t('feedback.remove_image')}>
            <img src={src} alt="" />
          </button>
        ))}
        {images.length < IMAGES_MAX ? (
          <label className={styles.addImage}>
            +<input type="file" accept="image/png,image/jpeg" multiple onChange={addImages} hidden />
          </label>
        ) : null}
      </div>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <button type="submit" className={styles.primary} disabled={sending || !valid} data-testid="feedback-submit">
        {t('common:submit')}
      </button>
    </form>
  );
}
