import { setFrameComment } from '@chalktalk/domain';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

/** The current frame's text comment (printed under the frame). */
export function FrameComment({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const index = state.currentFrame;
  return (
    <div className="field">
      <label htmlFor="frame-comment">Frame {index + 1} comment</label>
      <textarea
        id="frame-comment"
        value={state.play.frames[index]?.comment ?? ''}
        readOnly={readOnly}
        onChange={(e) => {
          const comment = e.target.value;
          editor.edit('frame comment', (p) => setFrameComment(p, index, comment));
        }}
      />
    </div>
  );
}
