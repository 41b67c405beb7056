import { setFrameComment } from '@chalktalk/domain';
import { Textarea } from '@mantine/core';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';

/** The current frame's text comment (printed under the frame). */
export function FrameComment({ editor }: { editor: DesignerEditor }) {
  const index = useDesignerValue(editor, (s) => s.state.currentFrame);
  const comment = useDesignerValue(editor, (s) => s.state.play.frames[s.state.currentFrame]?.comment ?? '');
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  return (
    <Textarea
      label={`Frame ${index + 1} comment`}
      autosize
      minRows={2}
      value={comment}
      readOnly={readOnly}
      onChange={(e) => {
        const comment = e.currentTarget.value;
        editor.edit('frame comment', (p) => setFrameComment(p, index, comment));
      }}
    />
  );
}
