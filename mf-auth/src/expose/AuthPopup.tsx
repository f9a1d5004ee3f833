import { remoteLifecycles, type AuthView } from '@site/shared';
import '../i18n';
import { LoginForm } from '../pages/LoginForm';
import { RegisterForm } from '../pages/RegisterForm';
import { ForgetForm } from '../pages/ForgetForm';
import { ChangePasswordForm } from '../pages/ChangePasswordForm';

interface AuthPopupProps {
  view: AuthView;
  /** The side a login is for (product-rules 6.5); the member side when not said. */
  side?: 'member' | 'agent';
  onClose: () => void;
  onSwitch: (view: AuthView) => void;
  /** The id the shell's dialog is labelled by: the form's heading carries it. */
  titleId?: string;
}

/** The forms inside the shell's popup frame; the shell owns the frame, routing and body class. */
export default function AuthPopup({ view, side, onClose, onSwitch, titleId }: AuthPopupProps) {
  switch (view) {
    case 'register':
      return <RegisterForm onDone={onClose} onSwitch={onSwitch} titleId={titleId} />;
    case 'forget':
      return <ForgetForm onDone={onClose} titleId={titleId} />;
    case 'changePsw':
      return <ChangePasswordForm onDone={onClose} titleId={titleId} />;
    default:
      return <LoginForm onDone={onClose} onSwitch={onSwitch} titleId={titleId} side={side} />;
  }
}

export const { bootstrap, mount, unmount } = remoteLifecycles(AuthPopup);
