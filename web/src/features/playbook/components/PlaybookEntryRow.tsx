import { Anchor, Button, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFolder, IconPointFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SavedPlayPoster } from '../../../components/SavedPlayPoster';
import type { ListEntry } from '../playbook-list';
import { ItemMenu, type MenuAction } from './ItemMenu';
import { RenameForm } from './RenameForm';
import { TagList } from './TagList';
import { PlayCreditLine } from '../../../components/PlayCreditLine';

/** A play row's poster width (px); 4:3, so 66 px high. */
const ROW_POSTER_WIDTH = 88;

interface Props {
  entry: ListEntry;
  index: number;
  /** The playbook the list shows: a play's poster is asked for as seen there. */
  playbookId: string;
  /** Where the item opens; null for a hidden play (blurred, not openable). */
  href: string | null;
  actions: MenuAction[];
  /** Coaches of a team see who viewed a team play; a link, so read-only lists still offer it. */
  viewersHref: string | null;
  renaming: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onAction: (action: MenuAction) => void;
  onRename: (name: string) => Promise<unknown>;
  onRenameCancel: () => void;
  onPress: (x: number, y: number) => void;
  onMove: (x: number, y: number) => void;
  onRelease: () => void;
  onHover: () => void;
  /** Returns true when the click only ends a drag. */
  swallowClick: () => boolean;
}

/** One folder or play of the list with its marks and menu. */
export function PlaybookEntryRow(props: Props) {
  const { entry, href, renaming } = props;
  const name = entry.kind === 'folder' ? entry.folder.name : entry.play.name;
  const play = entry.kind === 'play' ? entry.play : null;
  const hidden = play?.hidden ?? false;
  const classes = ['playbook-entry', `playbook-entry--${entry.kind}`];
  if (hidden) classes.push('playbook-entry--hidden');
  if (props.dragging) classes.push('playbook-entry--dragging');
  if (props.dropTarget) classes.push('playbook-entry--drop');

  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="center"
      className={classes.join(' ')}
      data-index={props.index}
      aria-grabbed={props.dragging || undefined}
      onPointerDown={(event) => {
        // Only the main button (jsdom and some touch events leave button unset).
        if (!event.button && !renaming && props.actions.length > 0)
          props.onPress(event.clientX, event.clientY);
      }}
      onPointerMove={(event) => props.onMove(event.clientX, event.clientY)}
      onPointerUp={props.onRelease}
      onPointerLeave={props.onRelease}
      onPointerCancel={props.onRelease}
      onPointerOver={props.onHover}
      onContextMenu={(event) => event.preventDefault()}
    >
      {play ? (
        // A hidden play keeps the placeholder: nothing of it is shown.
        <SavedPlayPoster
          where={{ playbookId: props.playbookId }}
          playId={play.id}
          name={play.name}
          version={play.lastModified}
          width={ROW_POSTER_WIDTH}
          withheld={hidden}
        />
      ) : (
        <ThemeIcon
          component="span"
          className="playbook-entry__icon"
          variant="light"
          color="brand"
          aria-hidden="true"
        >
          <IconFolder size={18} />
        </ThemeIcon>
      )}
      {renaming ? (
        <RenameForm initial={name} onSave={props.onRename} onCancel={props.onRenameCancel} />
      ) : (
        <Group className="playbook-entry__main" gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
          {href && !hidden ? (
            <Anchor
              component={Link}
              className="playbook-entry__name"
              to={href}
              draggable={false}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
              onClick={(event) => {
                if (props.swallowClick()) event.preventDefault();
              }}
            >
              {name}
            </Anchor>
          ) : (
            <Text
              component="span"
              className="playbook-entry__name"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
              aria-disabled={hidden || undefined}
              title={hidden ? 'Only the first 10 plays are free. Upgrade to open this play.' : undefined}
            >
              {name}
            </Text>
          )}
          {play?.coachOnly && (
            <Tooltip label="Coaches only">
              <Text component="span" role="img" c="accent.7" fw={700} aria-label="Coaches only">
                *
              </Text>
            </Tooltip>
          )}
          {play?.unviewed && (
            <Tooltip label="Unviewed">
              <Text component="span" role="img" c="blue.7" lh={1} aria-label="Unviewed">
                <IconPointFilled size={14} aria-hidden />
              </Text>
            </Tooltip>
          )}
          {hidden && (
            <Text component="span" c="dimmed" size="sm">
              (hidden)
            </Text>
          )}
          {play && !hidden && <TagList tags={play.tags ?? []} />}
          {play?.copiedFrom && !hidden && <PlayCreditLine credit={play.copiedFrom} />}
        </Group>
      )}
      {props.viewersHref && !renaming && (
        <Button
          component={Link}
          to={props.viewersHref}
          variant="subtle"
          size="compact-sm"
          aria-label={`Viewers of ${name}`}
        >
          Viewers
        </Button>
      )}
      {!renaming && <ItemMenu itemName={name} actions={props.actions} onAction={props.onAction} />}
    </Group>
  );
}
