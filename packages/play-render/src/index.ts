/**
 * @chalktalk/play-render: the one SVG renderer of a play, a pure function of (play, instant), used by
 * the editor, the public and community viewers and the GIF render service; plus animated playback.
 */
export { PlayScene, type PlaySceneProps } from './scene/play-scene';
export { PlayFrame, type PlayFrameProps } from './scene/play-frame';
export { PlaySvg, type SvgSize } from './scene/play-svg';
export { sceneAt, frameScene, type FrameSceneOptions } from './scene/build-scene';
export type { SceneModel, ScenePlayer, SceneBall } from './scene/scene-model';
export { renderPlayToSvgString, type SvgStringOptions } from './scene/render-to-svg-string';
export { captureInstants, renderPlayFrames, type RenderFramesOptions } from './scene/render-frames';
export { frameLines, type FrameLine, type LineKind, type LineHead } from './lines/frame-lines';
export { fieldView, type FieldView, type ViewBox } from './field/field-view';
export {
  sceneColours,
  foregroundOn,
  luminance,
  playerFill,
  DARK_TEXT,
  LIGHT_TEXT,
} from './theme/theme-colours';
export type { SceneColours } from './theme/theme-colours';
export { playerLabel, playerNumbers } from './players/player-label';
export {
  PLAYBACK_SPEEDS,
  PlayPlayer,
  type PlaybackControlsState,
  type PlayPlayerProps,
} from './playback/play-player';
export {
  browserClock,
  createManualClock,
  type PlaybackClock,
  type ManualClock,
} from './playback/playback-clock';
export { retime } from './playback/retime';
export { UNIT } from './svg/units';
