import { Body1, MessageBar, MessageBarBody, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../apollo/errors';
import { useVerifyEmailMutation } from '../generated/hooks';
import { AuthShell } from '../login/AuthShell';
import { LinkButton } from '../router/LinkButton';

const useStyles = makeStyles({
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    alignItems: 'stretch',
    paddingTop: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

type Result = { ok: boolean; message: string } | null;

/** /verifikasi/:token — the link of the verification mail (contract). */
export function VerifikasiPage() {
  const styles = useStyles();
  const { token = '' } = useParams();
  const [verify] = useVerifyEmailMutation({ context: { silent: true } });
  const [result, setResult] = useState<Result>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    verify({ variables: { token } })
      .then((r) => setResult({ ok: true, message: r.data?.verifyEmail || 'Success' }))
      .catch((e: unknown) => setResult({ ok: false, message: errorMessage(e) }));
  }, [token, verify]);

  return (
    <AuthShell>
      <div className={styles.body}>
        <Title2 as="h1">Verifikasi Email</Title2>
        {result === null ? (
          <Spinner label="Memverifikasi akun..." labelPosition="below" />
        ) : (
          <MessageBar intent={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
            <MessageBarBody>
              <Body1>{result.message}</Body1>
            </MessageBarBody>
          </MessageBar>
        )}
        <LinkButton to="/login" appearance="primary">
          Masuk Sistem
        </LinkButton>
      </div>
    </AuthShell>
  );
}
