import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { showFieldErrors, under, withoutField } from '../../../api/field-errors';
import { useAppSelector } from '../../../app/hooks';
import { DialogActions } from '../../../components/DialogActions';
import { FormError } from '../../../components/FormOutcome';
import { selectUser } from '../../auth/authSlice';
import { useRetrieveTeamsQuery } from '../../teams/teamsApi';
import type { TeamDocument } from '../documents.types';
import { useCopyDocumentMutation } from '../documentsApi';

/**
 * Copy a document to another team (README rule table: an editor of both teams). The list offers the teams the
 * user owns or coaches; the service checks again. The copy has its own file and starts without read-only.
 */
export function CopyDialog({
  teamId,
  document,
  onClose,
}: {
  teamId: string;
  document: TeamDocument;
  onClose: () => void;
}) {
  const user = useAppSelector(selectUser);
  const { data } = useRetrieveTeamsQuery();
  const [toTeamId, setToTeamId] = useState<string | null>(null);
  const [path, setPath] = useState(document.path);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [copy, state] = useCopyDocumentMutation();
  const editable = [...(data?.owned ?? []), ...(data?.joined ?? [])].filter(
    (team, i, all) =>
      team.id !== teamId &&
      all.findIndex((t) => t.id === team.id) === i &&
      ['ADMIN', 'COACH'].includes(
        team.members[user?.id ?? '']?.role ?? (team.ownerId === user?.id ? 'ADMIN' : ''),
      ),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setFieldErrors({});
    if (!toTeamId) return setFailure('Please choose a team');
    try {
      await copy({ teamId, documentId: document.id, toTeamId, path }).unwrap();
      setDone(editable.find((t) => t.id === toTeamId)?.name ?? 'the team');
    } catch (e) {
      // A refused team or folder shows under it; anything else below the fields.
      setFailure(
        showFieldErrors(
          e,
          (field, message) => setFieldErrors((errors) => ({ ...errors, [field]: message })),
          under('', ['toTeamId', 'path']),
        ),
      );
    }
  };
  return (
    <Modal opened onClose={onClose} title="Copy to another team" centered>
      <form onSubmit={submit} aria-label="Copy to another team" noValidate>
        <Stack gap="sm">
          {done ? (
            <Text role="status">
              Copied <strong>{document.name}</strong> to {done}.
            </Text>
          ) : editable.length === 0 ? (
            <Text size="sm">You coach no other team to copy this document to.</Text>
          ) : (
            <>
              <Select
                label="Team"
                data={editable.map((t) => ({ value: t.id, label: t.name }))}
                value={toTeamId}
                error={fieldErrors.toTeamId}
                onChange={(value) => {
                  setToTeamId(value);
                  setFieldErrors((errors) => withoutField(errors, 'toTeamId'));
                }}
                searchable
                data-autofocus
              />
              <TextInput
                label="Folder"
                description="Empty for the top; for example Practice/Drills"
                value={path}
                error={fieldErrors.path}
                onChange={(e) => {
                  setPath(e.currentTarget.value);
                  setFieldErrors((errors) => withoutField(errors, 'path'));
                }}
              />
            </>
          )}
          <FormError message={failure} />
        </Stack>
        {done || editable.length === 0 ? (
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose}>Close</Button>
          </Group>
        ) : (
          <DialogActions submitLabel="Copy" onCancel={onClose} loading={state.isLoading} />
        )}
      </form>
    </Modal>
  );
}
