import type { DesignerEditor } from './designer-editor';
import type { PlaySource } from '../save/play-source';

/**
 * A new play, once saved, moves from /playbook/new to /playbook/play?p=<id>. The editor (with its
 * undo history) is handed over here so the play page continues it instead of reloading the play.
 */
const handedOver = new Map<string, { editor: DesignerEditor; source: PlaySource | null }>();

export function handOver(id: string, editor: DesignerEditor, source: PlaySource | null): void {
  handedOver.set(id, { editor, source });
}

export function takeOver(id: string): { editor: DesignerEditor; source: PlaySource | null } | undefined {
  const entry = handedOver.get(id);
  handedOver.delete(id);
  return entry;
}
