/** The desktop login modal (spec §2), mounted over the current page by src/stores/login-modal.ts. */
import { createRoot } from 'react-dom/client';
import Modal from '../Modal';
import LoginFlow, { type LoginView } from './LoginFlow';

export function mountLoginModal(view: LoginView, onClosed: () => void): void {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
    onClosed();
  };
  root.render(
    <Modal labelledBy="login-modal-title" className="login-modal">
      <LoginFlow initialView={view} mode="modal" onClose={close} titleId="login-modal-title" />
    </Modal>,
  );
}
