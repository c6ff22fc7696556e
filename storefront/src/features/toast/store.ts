import { atom } from 'nanostores';

/** Cart toasts 2000 ms, the add-to-cart toast 2 s, others 5000 ms; one toast at a time. */
export const TOAST_DURATIONS = { cart: 2000, addToCart: 2000, default: 5000 } as const;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = 'F8';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive' | 'success';
  duration: number;
}

export const $toast = atom<Toast | null>(null);

let seq = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing any toast on screen (only one at a time). */
export function showToast(input: { title: string; description?: string; variant?: Toast['variant']; duration?: number }): Toast {
  const toast: Toast = {
    id: ++seq,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATIONS.default,
  };
  if (timer) clearTimeout(timer);
  $toast.set(toast);
  timer = setTimeout(() => dismissToast(toast.id), toast.duration);
  return toast;
}

export function dismissToast(id?: number): void {
  const current = $toast.get();
  if (!current || (id !== undefined && current.id !== id)) return;
  if (timer) clearTimeout(timer);
  timer = undefined;
  $toast.set(null);
}
