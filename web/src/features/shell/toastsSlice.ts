import { TIMINGS } from '@chalktalk/domain';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Toast {
  id: string;
  message: string;
  kind: 'info' | 'success' | 'error';
  action?: { label: string; to: string };
}

/** Spec 1 §8/§9: alerts auto-dismiss after 5 seconds. */
export const TOAST_MS = TIMINGS.alertDismissMs;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
