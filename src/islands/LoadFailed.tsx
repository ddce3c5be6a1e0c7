/** What shows where a page's content could not load: why, said at once (an alert), and a retry. */
interface Props {
  className: string;
  message: string;
  retry: string;
  onRetry: () => void;
}

export function LoadFailed({ className, message, retry, onRetry }: Props) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
