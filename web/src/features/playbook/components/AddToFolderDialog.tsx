import { useId, useState } from 'react';
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
  const titleId = useId();
  const options = folders.filter((folder) => !exclude.has(folder.id));
  const [choice, setChoice] = useState<string>(options[0]?.id ?? TOP);
  return (
    <div className="playbook-dialog__backdrop">
      <div className="playbook-dialog card" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>Add {itemName} to a folder</h2>
        <label className="field">
          <span>Folder</span>
          <select value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value={TOP}>Top level</option>
            {options.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </select>
        </label>
        <div className="playbook-dialog__buttons">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onChoose(choice === TOP ? null : choice)}
          >
            Add to Folder
          </button>
        </div>
      </div>
    </div>
  );
}
