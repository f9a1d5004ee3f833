import { Route, Routes } from 'react-router-dom';
import { remoteLifecycles } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import '../i18n';
import { HelpPage } from '../pages/HelpPage';
import { NoticePage } from '../pages/NoticePage';
import { InboxPage } from '../pages/InboxPage';
import { FeedbackPage } from '../pages/FeedbackPage';
import { ChatPage } from '../pages/ChatPage';

/** mf-messaging's routes (shared/src/routes.ts gives it these paths); the inbox has three (product-rules 2.4). */
export default function App() {
  return (
    <SharedQueries>
      <Routes>
        <Route path="/m/help" element={<HelpPage />} />
        <Route path="/m/notice" element={<NoticePage />} />
        <Route path="/m/feedback" element={<FeedbackPage />} />
        <Route path="/m/chat" element={<ChatPage />} />
        {['/m/message', '/m/messages', '/m/webEmail'].map((path) => (
          <Route key={path} path={path} element={<InboxPage />} />
        ))}
      </Routes>
    </SharedQueries>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
