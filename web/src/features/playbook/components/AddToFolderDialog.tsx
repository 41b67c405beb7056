import { Modal, NativeSelect } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '../../../components/DialogActions';
import type { PlaybookFolder } from '../playbook.types';

interface Props {
  itemName: string;
  folders: PlaybookFolder[];
  /** The item's own folder and, for a folder, itself: not offered. */
  exclude: Set<string>;
  busy?: boolean;
  onChoose: (folderId: string | null) => void;
  onCancel: () => void;
}

const TOP = '__top';

/** Moves one item into a folder of the same playbook, or back to the top level. */
export function AddToFolderDialog({ itemName, folders, exclude, busy, onChoose, onCancel }: Props) {
  const options = folders.filter((folder) => !exclude.has(folder.id));
  const [choice, setChoice] = useState<string>(options[0]?.id ?? TOP);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(choice === TOP ? null : choice);
  };
  return (
    <Modal opened onClose={onCancel} title={`Add ${itemName} to a folder`}>
      <form onSubmit={onSubmit}>
        <NativeSelect
          label="Folder"
          data-autofocus
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data={[
            { value: TOP, label: 'Top level' },
            ...options.map((folder) => ({ value: folder.id, label: folder.name })),
          ]}
        />
        <DialogActions submitLabel="Add to Folder" onCancel={onCancel} loading={busy} />
      </form>
    </Modal>
  );
}
