import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { NS } from '../i18n';
import { s } from './ui';

/** Previous and next page of a list, and where the operator is. */
export function Pager({ pageNo, pages, onPage }: { pageNo: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav className={s.pager} aria-label={t('common.page', { page: pageNo, pages })}>
      <button type="button" className={s.tool} disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.page', { page: pageNo, pages })}</span>
      <button type="button" className={s.tool} disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
