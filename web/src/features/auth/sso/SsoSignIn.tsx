import { Button, Divider, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { FormError } from '../../../components/FormOutcome';
import { useEdition } from '../../../config/EditionContext';
import { beginSsoSignIn, finishSsoSignIn } from './keycloak-sign-in';
import { type SsoIssuer, useSsoIssuersQuery, useSsoSessionMutation } from './ssoApi';

/**
 * "Sign in with <club>" for each club realm identity knows (none: nothing shows). The button leaves for the
 * realm's login page; back on /login?sso=<id>, the realm token is traded for a Chalktalk session and the account
 * page moves on as after a password login.
 */
export function SsoSignIn() {
  const { data: issuers = [] } = useSsoIssuersQuery();
  const [params, setParams] = useSearchParams();
  const returningFrom = params.get('sso');
  const [ssoSession] = useSsoSessionMutation();
  const { edition } = useEdition();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The code in the address can be spent once: a second run of the effect (StrictMode, re-render) must not retry.
  const finishing = useRef(false);

  useEffect(() => {
    const issuer = issuers.find((candidate) => candidate.id === returningFrom);
    if (!issuer || finishing.current) return;
    finishing.current = true;
    setBusy(issuer.id);
    const finish = async () => {
      const token = await finishSsoSignIn(issuer);
      if (!token) throw new Error(`Signing in with ${issuer.name} did not finish. Please try again.`);
      await ssoSession({ token, edition }).unwrap();
    };
    finish()
      .catch((caught: unknown) => {
        setError(errorMessage(caught));
        setParams(
          (current) => {
            current.delete('sso');
            return current;
          },
          { replace: true },
        );
      })
      .finally(() => setBusy(null));
  }, [issuers, returningFrom, ssoSession, edition, setParams]);

  if (issuers.length === 0) return null;

  const start = (issuer: SsoIssuer) => {
    setError(null);
    setBusy(issuer.id);
    beginSsoSignIn(issuer).catch((caught: unknown) => {
      setBusy(null);
      setError(errorMessage(caught));
    });
  };

  return (
    <Stack gap="sm" mt="lg">
      <Divider label="or" labelPosition="center" />
      <FormError message={error} />
      {issuers.map((issuer) => (
        <Button
          key={issuer.id}
          variant="default"
          fullWidth
          loading={busy === issuer.id}
          disabled={busy !== null && busy !== issuer.id}
          onClick={() => start(issuer)}
        >
          Sign in with {issuer.name}
        </Button>
      ))}
    </Stack>
  );
}
