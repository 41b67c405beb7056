import { savingFailed, savingStarted, savingSucceeded } from '@chalktalk/domain';
import { useCallback, useEffect, useRef } from 'react';
import { isApiError } from '../../../api/api-error';
import { useAppDispatch } from '../../../app/hooks';
import { useSetProfileFlagMutation } from '../../profile/profileApi';
import { toastShown } from '../../shell/toastsSlice';
import {
  designerApi,
  useDesignerSaveNewPlayMutation,
  useDesignerSaveSharedPlayMutation,
  useDesignerUpdatePlayMutation,
} from '../api/designerApi';
import type { DesignerEditor } from '../editor/designer-editor';
import { saveCallFor, type PlaySource } from './play-source';

/** Ours: an edited saved play is autosaved this long after the last change. */
export const AUTOSAVE_AFTER_MS = 5000;

/**
 * Saves the editor's play the way spec 2 §4 says (saveNewPlay then the CREATED_FIRST_PLAY flag,
 * updatePlay, or saveSharedPlay). The saving flag is set while the call runs; a success clears
 * saving and modified (unless the play changed meanwhile). onCreated gets a new play's id and the
 * personal playbook it now lives in (later saves update it there).
 */
export function usePlaySaver(
  editor: DesignerEditor,
  source: PlaySource | null,
  onCreated: (id: string, source: PlaySource) => void,
): (options?: { autosave?: boolean }) => Promise<boolean> {
  const dispatch = useAppDispatch();
  const [saveNewPlay] = useDesignerSaveNewPlayMutation();
  const [updatePlay] = useDesignerUpdatePlayMutation();
  const [saveSharedPlay] = useDesignerSaveSharedPlayMutation();
  const [setProfileFlag] = useSetProfileFlagMutation();

  return useCallback(
    async ({ autosave = false } = {}) => {
      const before = editor.getSnapshot().state;
      if (editor.readOnly || before.saving) return false;
      const play = before.play;
      editor.replaceState(savingStarted(before));
      try {
        const call = saveCallFor(play, source);
        if (call.call === 'saveNewPlay') {
          const playbookId =
            source?.kind === 'own'
              ? source.playbookId
              : (await dispatch(designerApi.endpoints.designerMyPlaybook.initiate()).unwrap()).id;
          const { id } = await saveNewPlay({ play, playbookId }).unwrap();
          await setProfileFlag({ flag: 'CREATED_FIRST_PLAY', value: true }).unwrap();
          editor.replaceState(savingSucceeded(editor.getSnapshot().state, { play, id }));
          onCreated(id, { kind: 'own', playbookId });
        } else {
          if (call.call === 'saveSharedPlay') {
            await saveSharedPlay({ play, teamId: call.teamId, srcPlaybookId: call.srcPlaybookId }).unwrap();
          } else {
            await updatePlay({
              play,
              playbookId: call.playbookId,
              ...(autosave ? { autosave } : {}),
            }).unwrap();
          }
          editor.replaceState(savingSucceeded(editor.getSnapshot().state, { play }));
        }
        if (!autosave) dispatch(toastShown({ kind: 'success', message: 'Play saved.' }));
        return true;
      } catch (error) {
        editor.replaceState(savingFailed(editor.getSnapshot().state));
        const message = isApiError(error) ? error.message : 'The play could not be saved.';
        dispatch(toastShown({ kind: 'error', message }));
        return false;
      }
    },
    [dispatch, editor, source, onCreated, saveNewPlay, updatePlay, saveSharedPlay, setProfileFlag],
  );
}

/** Autosaves a modified saved play AUTOSAVE_AFTER_MS after its last change (new plays wait for Save). */
export function useAutosave(
  editor: DesignerEditor,
  modified: boolean,
  canAutosave: boolean,
  save: (options?: { autosave?: boolean }) => Promise<boolean>,
  play: unknown,
): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    if (!modified || !canAutosave || editor.readOnly) return undefined;
    const timer = setTimeout(() => void saveRef.current({ autosave: true }), AUTOSAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [editor, modified, canAutosave, play]);
}
