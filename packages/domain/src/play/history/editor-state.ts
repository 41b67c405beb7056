import { EDITOR } from '../../plays/editor-constants';
import { clampFrameIndex } from '../edits/frames.edits';
import { Play } from '../model/play.types';
import { closeMark, EMPTY_HISTORY, History, openMark, record, redoStep, undoStep } from './history';

export interface ActionLogEntry {
  action: string;
  frameIndex: number;
}

/** What the play editor holds besides the play: frame, flags, history and the last 100 actions. */
export interface EditorState {
  play: Play;
  currentFrame: number;
  modified: boolean;
  saving: boolean;
  history: History;
  actionLog: readonly ActionLogEntry[];
}

export function createEditorState(play: Play): EditorState {
  return { play, currentFrame: 0, modified: false, saving: false, history: EMPTY_HISTORY, actionLog: [] };
}

function log(state: EditorState, action: string): readonly ActionLogEntry[] {
  return [...state.actionLog, { action, frameIndex: state.currentFrame }].slice(-EDITOR.actionLog);
}

function withPlay(state: EditorState, play: Play, history: History, action: string): EditorState {
  return {
    ...state,
    play,
    history,
    modified: true,
    currentFrame: clampFrameIndex(play, state.currentFrame),
    actionLog: log(state, action),
  };
}

/** Applies an edit (a pure play -> play function): one undo step, unless a mark is open; marks the play modified. */
export function applyEdit(state: EditorState, action: string, edit: (play: Play) => Play): EditorState {
  const play = edit(state.play);
  if (play === state.play) return state;
  return withPlay(state, play, record(state.history, state.play), action);
}

/** Starts a gesture (a drag): every edit until endMark is one undo step. */
export function beginMark(state: EditorState): EditorState {
  return { ...state, history: openMark(state.history, state.play) };
}

export function endMark(state: EditorState): EditorState {
  return { ...state, history: closeMark(state.history, state.play) };
}

export function undo(state: EditorState): EditorState {
  const step = undoStep(state.history, state.play);
  return step ? withPlay(state, step.play, step.history, 'undo') : endMark(state);
}

export function redo(state: EditorState): EditorState {
  const step = redoStep(state.history, state.play);
  return step ? withPlay(state, step.play, step.history, 'redo') : endMark(state);
}

/** Selecting a frame beyond the last one shows the last one. */
export function selectFrame(state: EditorState, index: number): EditorState {
  return { ...state, currentFrame: clampFrameIndex(state.play, index) };
}

export function savingStarted(state: EditorState): EditorState {
  return { ...state, saving: true };
}

/**
 * A save finished: saving and modified clear. A new play takes the id the service gave it. Edits
 * made while the save was in flight keep the play modified.
 */
export function savingSucceeded(state: EditorState, saved: { play: Play; id?: string }): EditorState {
  const changedMeanwhile = saved.play !== state.play;
  const play = saved.id !== undefined ? { ...state.play, id: saved.id, new: false } : state.play;
  return { ...state, play, saving: false, modified: changedMeanwhile };
}

export function savingFailed(state: EditorState): EditorState {
  return { ...state, saving: false };
}
