import type { DesignerEditor } from '../editor/designer-editor';
import { useDesigner } from '../editor/use-designer';

/** The frames of the play: select one, add after it or at the end, remove it (never the last one left). */
export function FramesStrip({ editor }: { editor: DesignerEditor }) {
  const { state, readOnly } = useDesigner(editor);
  const frames = state.play.frames;
  return (
    <div className="designer-frames" role="toolbar" aria-label="Frames">
      <ol className="designer-frames__list">
        {frames.map((_, index) => (
          <li key={index}>
            <button
              type="button"
              className="designer-frames__frame"
              aria-current={index === state.currentFrame ? 'step' : undefined}
              onClick={() => editor.selectFrame(index)}
            >
              Frame {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        disabled={readOnly}
        onClick={() => editor.addFrame(state.currentFrame)}
      >
        Add frame after {state.currentFrame + 1}
      </button>
      <button type="button" className="button" disabled={readOnly} onClick={() => editor.addFrame()}>
        Add frame at end
      </button>
      <button
        type="button"
        className="button"
        disabled={readOnly || frames.length < 2}
        onClick={() => editor.removeFrame(state.currentFrame)}
      >
        Remove frame {state.currentFrame + 1}
      </button>
    </div>
  );
}
