import './global.css';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, languageReady } from '@site/shared/src/i18n/i18n';
import { useTranslation } from '@site/shared/src/i18n/use-translation';
import { roleMayUse } from '@site/shared/src/operator/roles';
import { NS } from './i18n';
import { SCREENS } from './features/screens';
import { Layout } from './components/Layout';
import { LoginPage } from './features/login/LoginPage';
import { useOperatorSession } from './stores/operator-session.store';
import { s } from './components/ui';

/** The console's own query client: it shares no page, and so no cache, with the site. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true, staleTime: 5_000 } } });

function Console() {
  const { t } = useTranslation(NS);
  const session = useOperatorSession((state) => state.session);
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  // Whoever signs in next sees nothing of the previous operator's lists.
  useEffect(() => {
    if (!session) queryClient.clear();
  }, [session]);
  if (!session) return <LoginPage />;
  const screens = SCREENS.filter((screen) => roleMayUse(session.role, screen.group));
  const home = screens[0]?.path ?? '';
  return (
    <Layout screens={screens}>
      <Suspense fallback={<p className={s.muted}>{t('common.loading')}</p>}>
        <Routes>
          {screens.map(({ path, Page }) => (
            <Route key={path} path={`/${path}`} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={`/${home}`} replace />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}

document.documentElement.lang = i18n.language;
void languageReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename="/ops/console">
          <Console />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
