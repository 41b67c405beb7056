import { isTemporaryPlayId } from '@chalktalk/domain';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useNavigate, useSearchParams } from 'react-router';
import { GifDownload } from '../gif-export/GifDownload';
import type { GifRequest } from '../gif-export/gifExportApi';
import { DesignerToolbar, type DesignerMode } from './components/DesignerToolbar';
import { EditorCanvas } from './components/EditorCanvas';
import { FramesStrip } from './components/FramesStrip';
import { Palette } from './components/Palette';
import { PrintView } from './components/PrintView';
import { SidePanel } from './components/SidePanel';
import { useAppDispatch } from '../../app/hooks';
import { designerApi } from './api/designerApi';
import type { DesignerEditor } from './editor/designer-editor';
import { handOver } from './editor/editor-handoff';
import { useDesignerValue } from './editor/use-designer';
import type { PlaySource } from './save/play-source';
import { useAutosave, usePlaySaver } from './save/use-play-saver';
import { useEditorKeys } from './use-editor-keys';
import { useUnsavedPrompt } from './use-unsaved-prompt';
import './designer.css';
import { KitPlayPlayer } from '../../components/KitPlayPlayer';

/** Phones (up to 768 px wide) get the compact layout. */
export const PHONE_QUERY = '(max-width: 48em)';

type Drawn = 'tools' | 'side' | null;

/** The kit's drawer close button is an icon: it needs a name. */
const CLOSE_LABEL = { 'aria-label': 'Close' };

/**
 * The play editor: toolbar, palette, field, frames strip and the side panel (shown by default). On phones the
 * field takes the width and the palette and the side panel become drawers opened from the toolbar.
 */
export function DesignerScreen({ editor, source }: { editor: DesignerEditor; source: PlaySource | null }) {
  // Only what the screen itself shows: a drag changes the play on every pointer move, and the parts that draw
  // the play (the canvas, print, playback) subscribe to it themselves.
  const playId = useDesignerValue(editor, (s) => s.state.play.id);
  const playName = useDesignerValue(editor, (s) => s.state.play.name);
  const modified = useDesignerValue(editor, (s) => s.state.modified);
  const saving = useDesignerValue(editor, (s) => s.state.saving);
  const readOnly = useDesignerValue(editor, (s) => s.readOnly);
  const [mode, setMode] = useState<DesignerMode>('edit');
  const [sidePanelShown, setSidePanelShown] = useState(true);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
  const [drawer, setDrawer] = useState<Drawn>(null);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  // A new play saved from here lives in the personal playbook it was created in.
  // (the ref for the save-then-export step, which reads it right after the save; the state for rendering).
  const createdIn = useRef<PlaySource | null>(null);
  const [createdSource, setCreatedSource] = useState<PlaySource | null>(null);
  const onCreated = useCallback(
    (id: string, savedIn: PlaySource) => {
      createdIn.current = savedIn;
      setCreatedSource(savedIn);
      handOver(id, editor, savedIn);
      const next = new URLSearchParams();
      next.set('p', id);
      const team = params.get('t');
      if (team) next.set('t', team);
      void navigate(`/playbook/play?${next.toString()}`, { replace: true });
    },
    [editor, params, navigate],
  );
  const save = usePlaySaver(editor, source, onCreated);
  const isUnsaved = useCallback(() => editor.getSnapshot().state.modified && !editor.readOnly, [editor]);
  useUnsavedPrompt(modified && !readOnly, isUnsaved);
  useEditorKeys(editor, mode === 'edit');

  // A team play is exported from the team playbook (its source playbook is the sharer's, closed to players).
  const dispatch = useAppDispatch();
  const { data: teamPlaybookId } = designerApi.useDesignerTeamPlaybookQuery(
    source?.kind === 'team' ? { teamId: source.teamId } : skipToken,
  );
  const gifRequest = (
    playId: string,
    name: string,
    where: PlaySource | null,
    teamBook?: string,
  ): GifRequest => ({
    playId,
    playbookId: where === null ? '' : where.kind === 'own' ? where.playbookId : (teamBook ?? ''),
    name,
  });
  // Spec 2 §7: a modified (or never saved) play is saved first, so the GIF shows what is on screen.
  const prepareGif = async (): Promise<GifRequest | null> => {
    const { state } = editor.getSnapshot();
    if (!editor.readOnly && (state.modified || isTemporaryPlayId(state.play.id)) && !(await save()))
      return null;
    const saved = editor.getSnapshot().state.play;
    const where = createdIn.current ?? source;
    if (where === null || isTemporaryPlayId(saved.id)) return null;
    const teamBook =
      where.kind === 'team'
        ? await dispatch(
            designerApi.endpoints.designerTeamPlaybook.initiate(
              { teamId: where.teamId },
              { subscribe: false },
            ),
          ).unwrap()
        : undefined;
    return gifRequest(saved.id, saved.name, where, teamBook);
  };

  return (
    <div
      className={`designer designer--${mode}`}
      data-layout={phone ? 'phone' : 'wide'}
      data-saving={saving || undefined}
    >
      <DesignerToolbar
        editor={editor}
        mode={mode}
        onMode={setMode}
        sidePanelShown={phone ? drawer === 'side' : sidePanelShown}
        onToggleSidePanel={() =>
          phone
            ? setDrawer((open) => (open === 'side' ? null : 'side'))
            : setSidePanelShown((shown) => !shown)
        }
        onOpenTools={phone ? () => setDrawer('tools') : undefined}
        onSave={() => void save()}
      />
      <GifDownload
        request={gifRequest(playId, playName, createdSource ?? source, teamPlaybookId)}
        prepare={prepareGif}
      />
      <Autosave editor={editor} canAutosave={!isTemporaryPlayId(playId) && source !== null} save={save} />
      {mode === 'print' && <PrintMode editor={editor} />}
      {mode === 'playback' && <PlaybackMode editor={editor} />}
      {mode === 'edit' && (
        <div className="designer__body">
          {!phone && <Palette editor={editor} />}
          <main className="designer__stage">
            {/* Focusable, so a zoomed field scrolls from the keyboard too (axe: scrollable-region-focusable). */}
            <div className="designer__viewport" tabIndex={0} role="region" aria-label="Play field">
              <EditorCanvas editor={editor} />
            </div>
            <FramesStrip editor={editor} />
          </main>
          {!phone && sidePanelShown && (
            <aside className="designer__side" aria-label="Side panel">
              <SidePanel editor={editor} />
            </aside>
          )}
        </div>
      )}
      {phone && (
        <>
          <Drawer
            opened={mode === 'edit' && drawer === 'tools'}
            onClose={closeDrawer}
            position="bottom"
            size="70%"
            title="Tools"
            closeButtonProps={CLOSE_LABEL}
          >
            <Palette editor={editor} onChosen={closeDrawer} />
          </Drawer>
          <Drawer
            opened={mode === 'edit' && drawer === 'side'}
            onClose={closeDrawer}
            position="right"
            size="85%"
            title="Side panel"
            closeButtonProps={CLOSE_LABEL}
          >
            <div className="designer__side designer__side--drawer">
              <SidePanel editor={editor} />
            </div>
          </Drawer>
        </>
      )}
    </div>
  );
}

/** Saves a modified saved play a while after its last change; renders nothing. */
function Autosave({
  editor,
  canAutosave,
  save,
}: {
  editor: DesignerEditor;
  canAutosave: boolean;
  save: (options?: { autosave?: boolean }) => Promise<boolean>;
}) {
  const play = useDesignerValue(editor, (s) => s.state.play);
  const modified = useDesignerValue(editor, (s) => s.state.modified);
  useAutosave(editor, modified, canAutosave, save, play);
  return null;
}

function PrintMode({ editor }: { editor: DesignerEditor }) {
  return <PrintView play={useDesignerValue(editor, (s) => s.state.play)} />;
}

function PlaybackMode({ editor }: { editor: DesignerEditor }) {
  const play = useDesignerValue(editor, (s) => s.state.play);
  return (
    <section className="designer-playback" aria-label="Playback">
      <KitPlayPlayer play={play} width="100%" autoPlay />
    </section>
  );
}
