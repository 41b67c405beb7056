import { formationsFor } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

/** The sport line's built-in formations; applying one sets players, pieces, balls and tags and resets every frame. */
export function FormationPicker({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const formations = formationsFor(state.play.sport);
  if (formations.length === 0) return null;
  return (
    <div className="field designer-formations">
      <label htmlFor="formation">Formation</label>
      <select
        id="formation"
        disabled={readOnly}
        value=""
        onChange={(e) => {
          const formation = formations.find((f) => f.id === e.target.value);
          if (formation) editor.applyFormation(formation);
        }}
      >
        <option value="">Choose a formation…</option>
        {formations.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
    </div>
  );
}
