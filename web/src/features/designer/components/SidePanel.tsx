import { fieldOf } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';
import { FieldPanel } from './FieldPanel';
import { FormationPicker } from './FormationPicker';
import { FrameComment } from './FrameComment';
import { PlayDetails } from './PlayDetails';
import { SelectionPanel } from './SelectionPanel';

/** The side panel's contents: play details, field settings (setup mode), formation, frame comment, selection. */
export function SidePanel({ editor }: { editor: DesignerEditor }) {
  const fieldSetup = useDesignerValue(editor, (s) => s.state.play.fieldSetup);
  const fieldKey = useDesignerValue(editor, (s) => {
    const field = fieldOf(s.state.play);
    return `${s.state.play.fieldType}:${field.width}x${field.height}`;
  });
  return (
    <>
      <PlayDetails editor={editor} />
      {fieldSetup && (
        // Remounts when the play's field changes (undo included), so the form shows the field.
        <FieldPanel key={fieldKey} editor={editor} />
      )}
      <FormationPicker editor={editor} />
      <FrameComment editor={editor} />
      <SelectionPanel editor={editor} />
    </>
  );
}
