import { create } from 'zustand';
import { GLOBAL_ERROR_TOAST_MS } from '@shared/constants';

type ToastKind = 'error' | 'success' | 'info';

interface Toast {
  id: number;
  kind: ToastKind;
  /** Already translated text. */
  message: string;
}

interface ToastState {
  toasts: Toast[];
  show(kind: ToastKind, message: string, durationMs?: number): void;
  dismiss(id: number): void;
  /** Removes every toast of a kind: a success makes the failures before it stale. */
  dismissKind(kind: ToastKind): void;
}

let nextId = 1;

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(kind, message, durationMs = GLOBAL_ERROR_TOAST_MS) {
    // The same message twice at once (two failing calls) is one toast.
    if (get().toasts.some((t) => t.kind === kind && t.message === message)) return;
    const id = nextId++;
    set((s) => ({ toasts: [...s.toasts, { id, kind, message }] }));
    setTimeout(() => get().dismiss(id), durationMs);
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
  dismissKind(kind) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.kind !== kind) }));
  },
}));

/** Shorthands usable outside components. Global errors disappear after 5 s (spec core §9). */
export const toast = {
  error: (message: string, durationMs?: number) => useToasts.getState().show('error', message, durationMs),
  success: (message: string, durationMs?: number) =>
    useToasts.getState().show('success', message, durationMs),
  info: (message: string, durationMs?: number) => useToasts.getState().show('info', message, durationMs),
  /** Clears the error toasts still showing (after the retry that succeeded). */
  clearErrors: () => useToasts.getState().dismissKind('error'),
};
