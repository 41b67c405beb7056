import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../../api/baseApi';
import type { RootState } from '../../../app/store';
import { reloginClosed, signedOut } from '../authSlice';
import type { AppExtra } from './relogin-gate';

/**
 * Closes the re-login dialog and resumes (or fails) every call waiting on it. Giving up on an
 * expired session signs the user out, so the guard sends them to /login with the deep link.
 */
export function finishRelogin(loggedIn: boolean): ThunkAction<void, RootState, AppExtra, UnknownAction> {
  return (dispatch, getState, extra) => {
    const reason = getState().auth.relogin;
    dispatch(reloginClosed());
    extra.relogin.settle(loggedIn);
    if (!loggedIn && reason === 'sessionExpired') {
      dispatch(signedOut());
      dispatch(baseApi.util.resetApiState());
    }
  };
}
