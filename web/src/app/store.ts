import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';
import { createReloginGate, type AppExtra } from '../features/auth/relogin/relogin-gate';
import { gifDownloadsSlice } from '../features/gif-export/gifDownloadsSlice';
import { toastsSlice } from '../features/shell/toastsSlice';

const rootReducer = combineSlices(baseApi, authSlice, toastsSlice, gifDownloadsSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const extra: AppExtra = { relogin: createReloginGate() };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
