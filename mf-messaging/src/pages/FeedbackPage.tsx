import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorText,
  FEEDBACK_RULES,
  feedbackImageProblem,
  feedbackProblem,
  textLength,
  toast,
  TOAST_MS,
  useTranslation,
  type FeedbackCategory,
} from '@site/shared';
import { readAsDataUrl } from '@site/shared/src/ui/read-file';
import { useSendFeedback } from '../hooks/use-send-feedback';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** product-rules 5/9 feedback: a topic, the content, an optional remark (at most 140), up to 3 png or jpg images under 5 MB. */
export function FeedbackPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [category, setCategory] = useState<FeedbackCategory>('suggestion');
  const [content, setContent] = useState('');
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useSendFeedback();

  const addImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    // A choice that would pass the limit adds nothing and says so, rather than keeping the first few.
    const problem =
      images.length + files.length > FEEDBACK_RULES.imagesMax ? 'feedback.images.too.many' : files.map(feedbackImageProblem).find(Boolean);
    if (problem) return setImageError(t(`errors:${problem}`));
    setImageError(null);
    const urls = await Promise.all(files.map(readAsDataUrl));
    setImages((list) => [...list, ...urls]);
  };
  const removeImage = (index: number) => {
    setImages((list) => list.filter((_, i) => i !== index));
    setImageError(null);
  };

  const contentLength = textLength(content);
  const remarkLength = textLength(remark);
  const remarkTooLong = remarkLength > FEEDBACK_RULES.remarkMax;
  const problem = feedbackProblem({ content, remark, imageCount: images.length });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return setError(t(`errors:${problem}`));
    toast.loading(t('common:loading'));
    send.mutate(
      { category, content: content.trim(), remark: remark.trim(), images },
      {
        onSuccess: () => {
          toast.show(t('feedback.sent'), 'success', TOAST_MS.success);
          setTimeout(() => navigate('/m/home'), TOAST_MS.success);
        },
        onError: (err) => {
          toast.hide();
          setError(errorText(err));
        },
      },
    );
  };

  return (
    <form className={styles.page} onSubmit={submit} data-screen="feedback" noValidate>
      <div className={styles.hero}>
        <h2>{t('feedback.title')}</h2>
        <p>{t('feedback.subtitle')}</p>
      </div>
      <label className={styles.label}>{t('feedback.category')}</label>
      <div className={styles.chips}>
        {FEEDBACK_RULES.categories.map((c) => (
          <button key={c} type="button" className={styles.chip} data-active={c === category} onClick={() => setCategory(c)}>
            {t(`feedback.categories.${c}`)}
          </button>
        ))}
      </div>
      <label className={styles.label} htmlFor="feedback-content">
        {t('feedback.content')} <span className={styles.required}>*</span>
      </label>
      <textarea
        id="feedback-content"
        className={styles.textarea}
        value={content}
        maxLength={FEEDBACK_RULES.contentMax}
        rows={6}
        placeholder={t('feedback.placeholder', { min: FEEDBACK_RULES.contentMin, max: FEEDBACK_RULES.contentMax })}
        onChange={(e) => setContent(e.target.value)}
        data-testid="feedback-content"
      />
      <div className={styles.counter}>
        {contentLength}/{FEEDBACK_RULES.contentMax}
      </div>
      <label className={styles.label} htmlFor="feedback-remark">
        {t('feedback.remark')}
      </label>
      <textarea
        id="feedback-remark"
        className={styles.textarea}
        value={remark}
        rows={2}
        placeholder={t('feedback.remark_placeholder', { max: FEEDBACK_RULES.remarkMax })}
        onChange={(e) => setRemark(e.target.value)}
        aria-invalid={remarkTooLong}
        aria-describedby="feedback-remark-count"
        data-testid="feedback-remark"
      />
      <div id="feedback-remark-count" className={styles.counter} data-over={remarkTooLong} data-testid="feedback-remark-count">
        {remarkLength}/{FEEDBACK_RULES.remarkMax}
      </div>
      {remarkTooLong ? (
        <p className={styles.error} role="alert" data-testid="feedback-remark-error">
          {t('errors:feedback.remark.too.long')}
        </p>
      ) : null}
      <label className={styles.label}>{t('feedback.images', { max: FEEDBACK_RULES.imagesMax })}</label>
      <div className={styles.images}>
        {images.map((src, i) => (
          <button
            key={i}
            type="button"
            className={styles.thumb}
            onClick={() => removeImage(i)}
            aria-label={t('feedback.remove_image')}
            data-testid="feedback-image"
          >
            <img src={src} alt="" />
          </button>
        ))}
        {images.length < FEEDBACK_RULES.imagesMax ? (
          <label className={styles.addImage} aria-label={t('feedback.add_image')}>
            +
            <input
              type="file"
              accept={FEEDBACK_RULES.imageTypes.join(',')}
              multiple
              onChange={addImages}
              hidden
              data-testid="feedback-file"
            />
          </label>
        ) : null}
      </div>
      {imageError ? (
        <p className={styles.error} role="alert" data-testid="feedback-image-error">
          {imageError}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={send.isPending || !!problem} data-testid="feedback-submit">
        {t('common:submit')}
      </button>
    </form>
  );
}
