/*
 * How long renderPlayToSvgString takes per animation frame for a 10-player play:
 *   npm run bench -w @chalktalk/play-render
 * Renders every 1/15 s of the whole playback, once with one shared createAnimation (how the render
 * service draws many frames of one play) and once with the one-call form (recomputes the frame states);
 * then the editor's PlayFrame for a 22-player, 20-frame play.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createAnimation, frameStates } from '@chalktalk/domain';
import { PlayFrame } from '../scene/play-frame';
import { renderPlayToSvgString } from '../scene/render-to-svg-string';
import { largePlay, tenPlayerPlay } from '../testing/plays';

const FPS = 15;
const ROUNDS = 5;

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return `mean ${mean.toFixed(3)} ms, median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms`;
}

function main(): void {
  const play = tenPlayerPlay();
  const animation = createAnimation(play, 3, { titleScreen: false });
  const instants: number[] = [];
  for (let t = 0; t <= animation.timeline.totalMs; t += 1000 / FPS) instants.push(t);
  let bytes = 0;
  // Warm-up: JIT and React's first render.
  for (const t of instants)
    bytes = renderPlayToSvgString(play, t, { animation, width: 800, height: 600 }).length;
  const shared: number[] = [];
  const oneCall: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const t of instants) {
      let start = performance.now();
      renderPlayToSvgString(play, t, { animation, width: 800, height: 600 });
      shared.push(performance.now() - start);
      start = performance.now();
      renderPlayToSvgString(play, t, { width: 800, height: 600 });
      oneCall.push(performance.now() - start);
    }
  }
  console.log(
    `play: ${play.initial.length} players, ${play.frames.length} frames, ${instants.length} instants at ${FPS} fps, ~${bytes} bytes per SVG`,
  );
  console.log(`shared animation: ${stats(shared)}`);
  console.log(`one-call form:    ${stats(oneCall)}`);

  // The editor's static frame at its worst case (22 players, 20 frames), with and without precomputed states.
  const large = largePlay();
  const states = frameStates(large);
  const withStates: number[] = [];
  const withoutStates: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let frameIndex = 0; frameIndex < large.frames.length; frameIndex += 1) {
      let start = performance.now();
      renderToStaticMarkup(createElement(PlayFrame, { play: large, frameIndex, states }));
      withStates.push(performance.now() - start);
      start = performance.now();
      renderToStaticMarkup(createElement(PlayFrame, { play: large, frameIndex }));
      withoutStates.push(performance.now() - start);
    }
  }
  console.log(`PlayFrame 22 players x 20 frames, states given: ${stats(withStates)}`);
  console.log(`PlayFrame 22 players x 20 frames, states computed: ${stats(withoutStates)}`);
}

main();
