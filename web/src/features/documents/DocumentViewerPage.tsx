import { Anchor, Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormError } from '../../components/FormOutcome';
import { Page } from '../../components/Page';
import { usePageTitle } from '../../config/EditionContext';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/authSlice';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { RichContent } from '../feed/components/RichContent';
import { PdfView } from './components/PdfView';
import {
  useGetDocumentQuery,
  useGetDownloadUrlQuery,
  useGetPreviewQuery,
  useUpdateAcknowledgementMutation,
} from './documentsApi';

/**
 * /documents/view?d: a PDF in the page (pdf.js), a docx as a converted preview (the service's mammoth
 * conversion, drawn as React elements) plus its download, an old .doc as a download only; the acknowledgement
 * box is recorded on Done only if ticked (spec 1 §4).
 */
export function DocumentViewerPage() {
  const [params] = useSearchParams();
  const documentId = params.get('d') ?? '';
  const { teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const ref = { teamId: teamId ?? '', documentId };
  const skip = !teamId || !documentId;
  const { data: document, error } = useGetDocumentQuery(ref, { skip });
  const { data: signed } = useGetDownloadUrlQuery(ref, { skip: skip || document?.type !== 'file' });
  const { data: preview, error: previewError } = useGetPreviewQuery(ref, {
    skip: skip || document?.fileKind !== 'docx',
  });
  const [ticked, setTicked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [acknowledge, acknowledging] = useUpdateAcknowledgementMutation();
  usePageTitle(document?.name ?? 'Document');

  const already = user && document ? document.acknowledgements[user.id] : undefined;
  const back = teamPath('/documents/list');

  const done = async () => {
    setFailure(null);
    try {
      if (ticked && !already && teamId)
        await acknowledge({ teamId, documentIds: [documentId], acknowledged: true }).unwrap();
      navigate(back);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <Page
      title={document?.name ?? 'Document'}
      actions={
        <Anchor component={Link} to={back}>
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden /> Team Documents
          </Group>
        </Anchor>
      }
    >
      <FormError message={error ? errorMessage(error) : null} />
      {document && (
        <Stack gap="md">
          {document.type === 'link' && (
            <Text>
              This is a link:{' '}
              <Anchor
                href={document.url ?? '#'}
                target="_blank"
                rel="noopener noreferrer nofollow"
                style={{ overflowWrap: 'anywhere' }}
              >
                {document.url}
              </Anchor>
            </Text>
          )}
          {signed && document.fileKind === 'pdf' && <PdfView url={signed.url} title={document.name} />}
          {document.fileKind === 'docx' && (
            <Paper withBorder p="md" component="section" aria-label="Document preview">
              {preview ? (
                <>
                  <RichContent doc={preview.content} />
                  {preview.truncated && (
                    <Text size="sm" c="dimmed" mt="sm">
                      The preview shows the beginning; download the document for the rest.
                    </Text>
                  )}
                </>
              ) : previewError ? (
                <Text size="sm">This document has no preview; download it to read it.</Text>
              ) : (
                <Loader size="sm" aria-label="Loading the preview" />
              )}
            </Paper>
          )}
          {signed && document.type === 'file' && (
            <Group>
              <Button
                component="a"
                href={signed.url}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                Download {document.fileKind?.toUpperCase()}
              </Button>
              {document.fileKind === 'doc' && (
                <Text size="sm" c="dimmed">
                  Older Word documents (.doc) open in your word processor.
                </Text>
              )}
            </Group>
          )}
          <Paper withBorder p="md" component="section" aria-label="Acknowledgement">
            {already ? (
              <Text>You acknowledged this document on {new Date(already).toLocaleString()}.</Text>
            ) : (
              <Checkbox
                label="I have read and acknowledge this document"
                checked={ticked}
                onChange={(e) => setTicked(e.currentTarget.checked)}
              />
            )}
            <FormError message={failure} />
            <Group justify="flex-end" mt="sm">
              <Button onClick={done} loading={acknowledging.isLoading}>
                Done
              </Button>
            </Group>
          </Paper>
        </Stack>
      )}
    </Page>
  );
}
