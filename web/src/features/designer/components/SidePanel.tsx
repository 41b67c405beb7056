import { fieldOf } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';
import { FieldPanel } from './FieldPanel';
import { FormationPicker } from './FormationPicker';
import { FrameComment } from './FrameComment';
import { PlayDetails } from './PlayDetails';
import { SelectionPanel } from './SelectionPanel';

/** The side panel's contents: play details, field settings (setup mode), formation, frame comment, selection. */
export function SidePanel({ editor }: { editor: DesignerEditor }) {
  const { state } = useDesigner(editor);
  const play = state.play;
  const field = fieldOf(play);
  return (
    <>
      <PlayDetails editor={editor} />
      {play.fieldSetup && (
        // Remounts when the play's field changes (undo included), so the form shows the field.
        <FieldPanel key={`${play.fieldType}:${field.width}x${field.height}`} editor={editor} />
      )}
      <FormationPicker editor={editor} />
      <FrameComment editor={editor} />
      <SelectionPanel editor={editor} />
    </>
  );
}
