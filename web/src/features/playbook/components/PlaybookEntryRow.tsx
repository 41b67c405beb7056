import { Link } from 'react-router';
import type { ListEntry } from '../playbook-list';
import { ItemMenu, type MenuAction } from './ItemMenu';
import { RenameForm } from './RenameForm';
import { TagList } from './TagList';

interface Props {
  entry: ListEntry;
  index: number;
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
    <li
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
      <span className="playbook-entry__icon" aria-hidden="true">
        {entry.kind === 'folder' ? '▤' : '▶'}
      </span>
      {renaming ? (
        <RenameForm initial={name} onSave={props.onRename} onCancel={props.onRenameCancel} />
      ) : (
        <div className="playbook-entry__main">
          {href && !hidden ? (
            <Link
              className="playbook-entry__name"
              to={href}
              draggable={false}
              onClick={(event) => {
                if (props.swallowClick()) event.preventDefault();
              }}
            >
              {name}
            </Link>
          ) : (
            <span
              className="playbook-entry__name"
              aria-disabled={hidden || undefined}
              title={hidden ? 'Only the first 10 plays are free. Upgrade to open this play.' : undefined}
            >
              {name}
            </span>
          )}
          {play?.coachOnly && (
            <span className="playbook-entry__coach-only" title="Coaches only" aria-label="Coaches only">
              *
            </span>
          )}
          {play?.unviewed && (
            <span className="playbook-entry__unviewed" aria-label="Unviewed">
              ●
            </span>
          )}
          {hidden && <span className="muted"> (hidden)</span>}
          {play && !hidden && <TagList tags={play.tags ?? []} />}
        </div>
      )}
      {props.viewersHref && !renaming && (
        <Link className="link-button" to={props.viewersHref} aria-label={`Viewers of ${name}`}>
          Viewers
        </Link>
      )}
      {!renaming && <ItemMenu itemName={name} actions={props.actions} onAction={props.onAction} />}
    </li>
  );
}
