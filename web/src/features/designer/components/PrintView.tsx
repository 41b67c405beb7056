import type { Play } from '@chalktalk/domain';
import { PlayFrame } from '@chalktalk/play-render';

/** Print mode: every frame of the play on one page, with its frame comment, then the browser's print. */
export function PrintView({ play }: { play: Play }) {
  return (
    <section className="designer-print" aria-label="Print view">
      <h2>{play.name || 'Untitled play'}</h2>
      {play.description && <p>{play.description}</p>}
      <button type="button" className="button designer-print__button" onClick={() => window.print()}>
        Print this play
      </button>
      <ol className="designer-print__frames">
        {play.frames.map((frame, index) => (
          <li key={index}>
            <h3>Frame {index + 1}</h3>
            <PlayFrame play={play} frameIndex={index} width="100%" />
            {frame.comment && <p>{frame.comment}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
