import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectToasts, toastDismissed, TOAST_MS, type Toast } from '../toastsSlice';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);

  return (
    <div className={`toast toast--${toast.kind}`} role="alert">
      <span>{toast.message}</span>
      {toast.action && (
        <Link
          className="toast__action"
          to={toast.action.to}
          onClick={() => dispatch(toastDismissed(toast.id))}
        >
          {toast.action.label}
        </Link>
      )}
      <button
        type="button"
        className="icon-button"
        aria-label="Dismiss"
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </button>
    </div>
  );
}

export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
