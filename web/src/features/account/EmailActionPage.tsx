import { Box, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../config/EditionContext';
import { InvalidLink } from './components/InvalidLink';
import { ResetPasswordAction } from './components/ResetPasswordAction';
import { VerifyEmailAction } from './components/VerifyEmailAction';
import { continuePath } from './continue-url';

/**
 * Spec 1 §2 /email-action: the page every mailed link opens. Query: mode, oobCode, apiKey (kept for
 * links in the original product's format; the identity service needs no key) and continueUrl.
 */
export function EmailActionPage() {
  usePageTitle('Account');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const continueTo = continuePath(params.get('continueUrl'));

  let body;
  if (!oobCode) body = <InvalidLink />;
  else if (mode === 'verifyEmail') body = <VerifyEmailAction oobCode={oobCode} continueTo={continueTo} />;
  else if (mode === 'resetPassword') body = <ResetPasswordAction oobCode={oobCode} continueTo={continueTo} />;
  else body = <InvalidLink />;

  return (
    <Box component="section" maw={520} mx="auto" my={{ base: 'md', sm: 64 }}>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        {body}
      </Paper>
    </Box>
  );
}
