import { Button } from '@mantine/core';
import { IconPlus, IconRowInsertBottom, IconTrash } from '@tabler/icons-react';
import type { DesignerEditor } from '../editor/designer-editor';
import { useDesignerValue } from '../editor/use-designer';

/** The frames of the play: select one, add after it or at the end, remove it (never the last one left). */
export function FramesStrip({ editor }: { editor: DesignerEditor }) {
  const count = useDesignerValue(editor, (s) => s.state.play.frames.length);
  const current = useDesignerValue(editor, (s) => s.state.currentFrame);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  return (
    <div className="designer-frames" role="toolbar" aria-label="Frames">
      <ol className="designer-frames__list">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Button
              size="xs"
              variant={index === current ? 'filled' : 'default'}
              className="designer-frames__frame"
              aria-current={index === current ? 'step' : undefined}
              onClick={() => editor.selectFrame(index)}
            >
              Frame {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRowInsertBottom size={14} aria-hidden />}
        disabled={readOnly}
        onClick={() => editor.addFrame(current)}
      >
        Add frame after {current + 1}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={readOnly}
        onClick={() => editor.addFrame()}
      >
        Add frame at end
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconTrash size={14} aria-hidden />}
        disabled={readOnly || count < 2}
        onClick={() => editor.removeFrame(current)}
      >
        Remove frame {current + 1}
      </Button>
    </div>
  );
}
