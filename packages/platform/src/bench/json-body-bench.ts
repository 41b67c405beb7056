/*
 * What the unsafe-input scan costs on every JSON request, against JSON.parse of the same body:
 *   npm run bench -w @chalktalk/platform
 * Bodies are saveNewPlay-like: a basketball play whose frames each move the three players and carry a comment,
 * grown to about 5, 20 and 50 KB.
 */
import { type Play, playTesting } from '@chalktalk/domain';
import { findUnsafeJson } from '../http/json-body';
import { microsPerCall } from './micros-per-call';

function playBody(frames: number): string {
  const base = playTesting.passingPlay(frames);
  const play: Play = {
    ...base,
    frames: base.frames.map((frame, index) => ({
      ...frame,
      comment: `Frame ${index + 1}: cut hard off the screen, read the help side.`,
      moves: base.initial.map((player) => ({
        id: `${player.id}-m${index}`,
        type: 'MOVE' as const,
        source: player.id,
        origin: player.origin,
        anchors: [
          { x: player.origin.x + 3.25, y: player.origin.y + 1.5 },
          { x: player.origin.x + 6.5, y: player.origin.y - 2.75 },
        ],
        curved: index % 2 === 0,
      })),
    })),
  };
  return JSON.stringify({ playbookId: '0190a0b2-7c1e-7000-8000-000000000001', name: 'Horns twist', play });
}

function main(): void {
  for (const target of [5_000, 20_000, 50_000]) {
    let frames = 1;
    while (Buffer.byteLength(playBody(frames)) < target) frames++;
    const text = playBody(frames);
    const bytes = Buffer.from(text);
    if (findUnsafeJson(text) !== undefined) throw new Error('the bench body must be safe');
    const scan = microsPerCall(() => findUnsafeJson(text));
    const scanBuffer = microsPerCall(() => findUnsafeJson(bytes));
    const parse = microsPerCall(() => JSON.parse(text));
    console.log(
      `${(text.length / 1024).toFixed(1)} KB: scan ${scan.toFixed(1)} µs (from a Buffer ${scanBuffer.toFixed(1)} µs), ` +
        `JSON.parse ${parse.toFixed(1)} µs, scan/parse ${(scan / parse).toFixed(2)}`,
    );
  }
}

main();
