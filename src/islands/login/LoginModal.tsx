/**
 * The desktop login modal (spec §2): opens over the current page when $loginRequest asks for it (stores/login-modal).
 * Rendered empty on the server; the page hydrates it on first use (client:interaction woken by LOGIN_MODAL_WAKE_EVENT).
 */
import { useStore } from '@nanostores/react';
import { closeLogin, $loginRequest } from '../../stores/login-modal';
import { island } from '../locale';
import Modal from '../Modal';
import LoginFlow from './LoginFlow';

function LoginModal() {
  const view = useStore($loginRequest, { ssr: 'initial' });
  if (!view) return null;
  return (
    <Modal labelledBy="login-modal-title" className="login-modal">
      <LoginFlow initialView={view} mode="modal" onClose={closeLogin} titleId="login-modal-title" />
    </Modal>
  );
}

export default island(LoginModal);
