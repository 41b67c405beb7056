import {
  ActionIcon,
  Box,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { GENERAL_MESSAGES } from '@chalktalk/domain';
import { IconDots, IconFile, IconFolder, IconLink, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { DataTable } from '../../components/DataTable';
import { DialogActions } from '../../components/DialogActions';
import { FormError } from '../../components/FormOutcome';
import { Note } from '../../components/Note';
import { Page } from '../../components/Page';
import { useConfirm } from '../../components/use-confirm';
import { usePageTitle } from '../../config/EditionContext';
import { useGetTeamMembersQuery } from '../roster/rosterApi';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { CopyDialog } from './components/CopyDialog';
import { RenameMoveDialog } from './components/RenameMoveDialog';
import { ReplaceDialog } from './components/ReplaceDialog';
import { UploadDialog } from './components/UploadDialog';
import type { TeamDocument } from './documents.types';
import {
  useDeleteDocumentMutation,
  useGetDocumentsQuery,
  useRequestAcknowledgementMutation,
  useUpdateDocumentMutation,
} from './documentsApi';

type Dialog = { kind: 'rename' | 'move' | 'ask' | 'copy' | 'replace'; document: TeamDocument } | null;

const MENU_ACTIONS = ['rename', 'move', 'replace', 'delete', 'share', 'copy', 'setReadOnly'];

/** /documents: the team's documents and quick links, by folder (spec 1 §2). */
export function DocumentsPage() {
  usePageTitle('Team Documents');
  const { teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  const [params, setParams] = useSearchParams();
  const folder = params.get('f') ?? '';
  const { data, isLoading, error } = useGetDocumentsQuery(teamId ?? '', { skip: !teamId });
  const [uploadOpen, setUploadOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [remove] = useDeleteDocumentMutation();
  const [update] = useUpdateDocumentMutation();
  const confirm = useConfirm();

  const openFolder = (path: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (path) next.set('f', path);
      else next.delete('f');
      return next;
    });

  const { rows, subfolders } = useMemo(() => {
    const docs = (data?.documents ?? []).filter((d) => d.path === folder);
    const depth = folder ? folder.split('/').length + 1 : 1;
    const subs = (data?.folders ?? []).filter(
      (f) => f.split('/').length === depth && (folder === '' || f.startsWith(`${folder}/`)),
    );
    return { rows: docs, subfolders: subs };
  }, [data, folder]);

  if (!teamId) return null;

  const onDelete = async (document: TeamDocument) => {
    const yes = await confirm({
      title: 'Delete document',
      message: GENERAL_MESSAGES.deleteDocumentConfirm,
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    try {
      await remove({ teamId, documentId: document.id }).unwrap();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  // Read-only keeps a document from coaches' changes; only admins set or clear it (README rule table).
  const toggleReadOnly = async (document: TeamDocument) => {
    setFailure(null);
    try {
      await update({ teamId, documentId: document.id, readOnly: !document.readOnly }).unwrap();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  const viewPath = (d: TeamDocument) => teamPath(`/documents/view?d=${d.id}`);
  const crumbs = folder ? folder.split('/') : [];

  return (
    <Page
      title="Team Documents"
      actions={
        data?.actions.includes('create') ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setUploadOpen(true)}>
            Add document
          </Button>
        ) : undefined
      }
    >
      <FormError message={failure ?? (error ? errorMessage(error) : null)} />
      <Box component="nav" aria-label="Folders" mb="sm">
        <Breadcrumbs>
          <Anchor component="button" type="button" onClick={() => openFolder('')}>
            All documents
          </Anchor>
          {crumbs.map((name, i) => (
            <Anchor
              key={name}
              component="button"
              type="button"
              onClick={() => openFolder(crumbs.slice(0, i + 1).join('/'))}
            >
              {name}
            </Anchor>
          ))}
        </Breadcrumbs>
      </Box>
      {subfolders.length > 0 && (
        <Group gap="xs" mb="sm" wrap="wrap">
          {subfolders.map((f) => (
            <Button
              key={f}
              variant="light"
              leftSection={<IconFolder size={16} aria-hidden />}
              onClick={() => openFolder(f)}
            >
              {f.split('/').at(-1)}
            </Button>
          ))}
        </Group>
      )}
      {!isLoading && rows.length === 0 && subfolders.length === 0 && <Note>No documents here yet.</Note>}
      {rows.length > 0 && (
        <DataTable
          label="Documents"
          rows={rows}
          rowKey={(d) => d.id}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (d) => (
                <Group gap={6} wrap="nowrap">
                  {d.type === 'link' ? (
                    <IconLink size={16} aria-hidden />
                  ) : (
                    <IconFile size={16} aria-hidden />
                  )}
                  {d.type === 'link' ? (
                    <Anchor
                      href={d.url ?? '#'}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {d.name}
                    </Anchor>
                  ) : (
                    <Anchor component={Link} to={viewPath(d)} style={{ overflowWrap: 'anywhere' }}>
                      {d.name}
                    </Anchor>
                  )}
                  {d.readOnly && (
                    <Badge variant="light" color="gray">
                      Read-only
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              key: 'kind',
              header: 'Type',
              render: (d) => (d.type === 'link' ? 'Link' : (d.fileKind ?? '').toUpperCase()),
            },
            { key: 'added', header: 'Added', render: (d) => new Date(d.uploadedAt).toLocaleDateString() },
            {
              key: 'ack',
              header: 'Acknowledged',
              render: (d) => {
                const n = Object.keys(d.acknowledgements).length;
                return d.actions.includes('viewAcknowledgements') ? (
                  <Anchor component={Link} to={teamPath(`/documents/acks?d=${d.id}`)}>
                    {n} acknowledged
                  </Anchor>
                ) : n > 0 ? (
                  'Yes'
                ) : d.requestAcknowledgement.length > 0 ? (
                  'Requested'
                ) : (
                  ''
                );
              },
            },
            {
              key: 'actions',
              header: 'Actions',
              hiddenHeader: true,
              render: (d) =>
                d.actions.some((a) => MENU_ACTIONS.includes(a)) ? (
                  <Menu position="bottom-end">
                    <Menu.Target>
                      <ActionIcon variant="subtle" aria-label={`Actions for ${d.name}`}>
                        <IconDots size={18} aria-hidden />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {d.actions.includes('rename') && (
                        <Menu.Item onClick={() => setDialog({ kind: 'rename', document: d })}>
                          Rename
                        </Menu.Item>
                      )}
                      {d.actions.includes('move') && (
                        <Menu.Item onClick={() => setDialog({ kind: 'move', document: d })}>Move</Menu.Item>
                      )}
                      {d.actions.includes('replace') && d.type === 'file' && (
                        <Menu.Item onClick={() => setDialog({ kind: 'replace', document: d })}>
                          Replace file
                        </Menu.Item>
                      )}
                      {d.actions.includes('copy') && (
                        <Menu.Item onClick={() => setDialog({ kind: 'copy', document: d })}>
                          Copy to another team
                        </Menu.Item>
                      )}
                      {d.actions.includes('setReadOnly') && (
                        <Menu.Item onClick={() => toggleReadOnly(d)}>
                          {d.readOnly ? 'Allow coaches to change' : 'Make read-only'}
                        </Menu.Item>
                      )}
                      {d.actions.includes('share') && (
                        <Menu.Item onClick={() => setDialog({ kind: 'ask', document: d })}>
                          Request acknowledgement
                        </Menu.Item>
                      )}
                      {d.actions.includes('delete') && (
                        <Menu.Item color="red.8" onClick={() => onDelete(d)}>
                          Delete
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                ) : null,
            },
          ]}
        />
      )}
      <UploadDialog teamId={teamId} opened={uploadOpen} onClose={() => setUploadOpen(false)} path={folder} />
      {dialog?.kind === 'copy' && (
        <CopyDialog teamId={teamId} document={dialog.document} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'replace' && (
        <ReplaceDialog teamId={teamId} document={dialog.document} onClose={() => setDialog(null)} />
      )}
      {(dialog?.kind === 'rename' || dialog?.kind === 'move' || dialog?.kind === 'ask') &&
        (dialog.kind === 'ask' ? (
          <AskDialog teamId={teamId} document={dialog.document} onClose={() => setDialog(null)} />
        ) : (
          <RenameMoveDialog
            teamId={teamId}
            kind={dialog.kind}
            document={dialog.document}
            onClose={() => setDialog(null)}
          />
        ))}
    </Page>
  );
}

function AskDialog({
  teamId,
  document,
  onClose,
}: {
  teamId: string;
  document: TeamDocument;
  onClose: () => void;
}) {
  const { data } = useGetTeamMembersQuery(teamId);
  const [recipient, setRecipient] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [ask, state] = useRequestAcknowledgementMutation();
  const members = (data?.members[teamId] ?? []).map((m) => ({
    value: m.uid,
    label: `${[m.firstName, m.lastName].filter(Boolean).join(' ') || m.email || m.uid}${document.requestAcknowledgement.includes(m.uid) ? ' (asked)' : ''}`,
  }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!recipient) return setFailure('Please choose a team member');
    try {
      await ask({ teamId, documentId: document.id, recipientUID: recipient }).unwrap();
      onClose();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Request acknowledgement" centered>
      <form onSubmit={submit} aria-label="Request acknowledgement" noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Ask one team member to read <strong>{document.name}</strong> and acknowledge it. They get an
            email.
          </Text>
          <Select label="Team member" data={members} value={recipient} onChange={setRecipient} searchable />
          <FormError message={failure} />
        </Stack>
        <DialogActions submitLabel="Send request" onCancel={onClose} loading={state.isLoading} />
      </form>
    </Modal>
  );
}
