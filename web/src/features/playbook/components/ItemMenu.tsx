import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ItemActions } from '../playbook.types';

export type MenuAction =
  'rename' | 'addToFolder' | 'moveUp' | 'moveDown' | 'copy' | 'copyMirrored' | 'share' | 'delete' | 'unshare';

const LABELS: Record<MenuAction, string> = {
  rename: 'Rename',
  addToFolder: 'Add to Folder',
  moveUp: 'Move Up',
  moveDown: 'Move Down',
  copy: 'Copy',
  copyMirrored: 'Copy Mirrored',
  share: 'Share',
  delete: 'Delete',
  unshare: 'Unshare',
};

/** Spec 2 §6: the entries an item's actions allow; a team playbook offers unshare instead of delete. */
export function menuActions(actions: ItemActions, kind: 'folder' | 'play', team: boolean): MenuAction[] {
  const list: MenuAction[] = [];
  if (actions.rename) list.push('rename');
  if (actions.move) list.push('addToFolder', 'moveUp', 'moveDown');
  // A mirrored copy flips the play left to right (copyPlay's flipHorizontal); folders copy as they are.
  if (actions.copy)
    list.push(...(kind === 'play' ? (['copy', 'copyMirrored'] as const) : (['copy'] as const)));
  if (actions.share) list.push('share');
  if (team) {
    if (actions.unshare) list.push('unshare');
  } else if (actions.delete) list.push('delete');
  return list;
}

interface Props {
  itemName: string;
  actions: MenuAction[];
  onAction: (action: MenuAction) => void;
}

export function ItemMenu({ itemName, actions, onAction }: Props) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${itemName}`}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Actions for ${itemName}`}>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            color={action === 'delete' ? 'red' : undefined}
            onClick={() => onAction(action)}
          >
            {LABELS[action]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
