import { setFrameComment } from '@chalktalk/domain';
import { Textarea } from '@mantine/core';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

/** The current frame's text comment (printed under the frame). */
export function FrameComment({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const index = state.currentFrame;
  return (
    <Textarea
      label={`Frame ${index + 1} comment`}
      autosize
      minRows={2}
      value={state.play.frames[index]?.comment ?? ''}
      readOnly={readOnly}
      onChange={(e) => {
        const comment = e.currentTarget.value;
        editor.edit('frame comment', (p) => setFrameComment(p, index, comment));
      }}
    />
  );
}
