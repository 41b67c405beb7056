import { ACCOUNT_MESSAGES } from '@chalktalk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLazyBotChallengeQuery } from '../authApi';
import { solveBotChallenge } from './solve-challenge';

/**
 * Spec 1 §8 names the original's loading error for a missing bot-check library ('No grecaptcha');
 * the text keeps it so support can match reports from either product.
 */
export const BOT_CHECK_LOAD_ERROR = `The bot check could not be loaded (${ACCOUNT_MESSAGES.noBotCheck}). Please refresh the page and try again.`;

/**
 * Fetches a new challenge and solves it (in a worker): one single-use token. Rejects with BOT_CHECK_LOAD_ERROR when
 * the challenge cannot be fetched or solved. The login form calls it only when identity asks for a bot check.
 */
export function useFreshBotToken(): () => Promise<string> {
  const [fetchChallenge] = useLazyBotChallengeQuery();
  return useCallback(
    () =>
      fetchChallenge()
        .unwrap()
        .then(solveBotChallenge)
        .catch(() => {
          throw new Error(BOT_CHECK_LOAD_ERROR);
        }),
    [fetchChallenge],
  );
}

/**
 * Fetches a challenge as soon as the signup form shows and solves it in the background, so
 * pressing Sign Up rarely waits. Each token is single-use: `renew` starts a fresh one.
 */
export function useBotCheck(): { error: string | null; takeToken: () => Promise<string>; renew: () => void } {
  const freshToken = useFreshBotToken();
  const pending = useRef<Promise<string> | null>(null);
  const [error, setError] = useState<string | null>(null);

  const renew = useCallback(() => {
    const attempt = freshToken().then(
      (token) => {
        setError(null);
        return token;
      },
      (failure: unknown) => {
        setError(BOT_CHECK_LOAD_ERROR);
        throw failure;
      },
    );
    // Swallowed here only so an unused attempt is not an unhandled rejection; takeToken rethrows.
    attempt.catch(() => undefined);
    pending.current = attempt;
  }, [freshToken]);

  useEffect(() => {
    renew();
  }, [renew]);

  const takeToken = useCallback(() => {
    if (!pending.current) renew();
    const token = pending.current as Promise<string>;
    pending.current = null;
    return token;
  }, [renew]);

  return { error, takeToken, renew };
}
