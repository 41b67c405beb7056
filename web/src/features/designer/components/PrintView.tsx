import type { Play } from '@chalktalk/domain';
import { PlayFrame } from '@chalktalk/play-render';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import {
  PAPERS,
  PRINT_LAYOUTS,
  printPages,
  printStyles,
  type PaperId,
  type PrintLayoutId,
} from '../print/print-layout';

const options = <T extends { id: string; name: string }>(all: Record<string, T>) =>
  Object.values(all).map((item) => ({ value: item.id, label: item.name }));

/**
 * Print mode: the play's frames on pages of the chosen paper (Letter or A4), one frame per page or a grid,
 * each drawn by the shared renderer (the same drawing as the editor, the viewer and the GIF) with its frame
 * comment; the preview keeps the paper's proportions and Print hands it to the browser.
 */
export function PrintView({ play }: { play: Play }) {
  const [layoutId, setLayoutId] = useState<PrintLayoutId>('1');
  const [paperId, setPaperId] = useState<PaperId>('letter');
  const layout = PRINT_LAYOUTS[layoutId];
  const paper = PAPERS[paperId];
  const pages = printPages(play.frames.length, layout);
  const name = play.name || 'Untitled play';
  const sheet = {
    '--print-columns': layout.columns,
    '--print-rows': layout.rows,
    '--print-aspect': paper.aspect,
    '--print-height': paper.height,
  } as CSSProperties;
  return (
    <section className="designer-print" aria-label="Print view">
      <style>{printStyles(paper)}</style>
      <Group className="designer-print__controls" gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Layout"
          value={layoutId}
          onChange={(value) => setLayoutId(value as PrintLayoutId)}
          data={options(PRINT_LAYOUTS)}
        />
        <SegmentedControl
          aria-label="Paper"
          value={paperId}
          onChange={(value) => setPaperId(value as PaperId)}
          data={options(PAPERS)}
        />
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
          Print this play
        </Button>
      </Group>
      <div className="designer-print__pages" data-paper={paper.id} data-layout={layout.id}>
        {pages.map((frames, page) => (
          <article
            key={page}
            className="designer-print__page"
            style={sheet}
            aria-label={`Page ${page + 1} of ${pages.length}`}
          >
            <header className="designer-print__heading">
              <h2>{name}</h2>
              {page === 0 && play.description && <p>{play.description}</p>}
            </header>
            <ol className="designer-print__grid" start={frames[0]! + 1}>
              {frames.map((index) => (
                <li key={index} className="designer-print__frame">
                  <h3>Frame {index + 1}</h3>
                  <PlayFrame play={play} frameIndex={index} width="100%" height="100%" />
                  {play.frames[index]?.comment && <p>{play.frames[index].comment}</p>}
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
