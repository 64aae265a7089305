import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS } from '@sawa/shared/domain';

export type ToastStatus = 'success' | 'error';
export interface Toast {
  id: number;
  status: ToastStatus;
  message: string;
}

interface ToastApi {
  show(status: ToastStatus, message: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** At most this many at once (the newest): a stack of four covered a phone's Add to Cart button. */
export const MAX_TOASTS = 2;

/** The list with a new toast: the same message again replaces its older copy, and only the newest MAX_TOASTS stay. */
export function withToast(list: Toast[], toast: Toast): Toast[] {
  return [...list.filter((t) => t.status !== toast.status || t.message !== toast.message), toast].slice(-MAX_TOASTS);
}

/** SPEC §4: a toast has a status and a message, and disappears after 5 seconds or when closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => ({ show: (status, message) => setToasts((list) => withToast(list, { id: next.current++, status, message })) }), []);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Always in the DOM so screen readers announce what is added to it. */}
      <div className="toasts" aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), TIMINGS.toastAutoCloseMs);
    return () => clearTimeout(timer);
  }, [toast.id, onClose]);
  return (
    <div className={`toast toast--${toast.status}`} role={toast.status === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
