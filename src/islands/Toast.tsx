/** The one toast of the page (src/stores/toast.ts): a polite live region. */
import { useStore } from '@nanostores/react';
import { $toast } from '../stores/toast';

export default function Toast() {
  const toast = useStore($toast);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <p className="toast" key={toast.id}>
          {toast.text}
        </p>
      )}
    </div>
  );
}
