import { createNewPlay, loadPlay } from '@chalktalk/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useAppDispatch } from '../../app/hooks';
import { designerApi } from './api/designerApi';
import { DesignerScreen } from './DesignerScreen';
import { DesignerEditor } from './editor/designer-editor';
import { takeOver } from './editor/editor-handoff';
import { newPlayParams } from './load/new-play-params';
import { useTeamPlayTheme } from './load/use-team-play-theme';
import type { PlaySource } from './save/play-source';

function playbookIdOf(play: unknown): string | null {
  const id = (play as { playbookId?: unknown } | null)?.playbookId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export type DesignerRouteKind = 'new' | 'play' | 'team';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; editor: DesignerEditor; source: PlaySource | null };

/**
 * /playbook/new?sport=&type= starts a new play; /playbook/play?p= opens one of the personal
 * playbook; /playbook/team?p=&t=(&src=) a team play (saved through its source playbook, which the answer names
 * when the link leaves it out).
 */
export function DesignerPage({ kind }: { kind: DesignerRouteKind }) {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const playId = params.get('p');
  const teamId = params.get('t');
  const srcPlaybookId = params.get('src');
  const newParams = kind === 'new' ? newPlayParams(params) : null;
  const newKey = newParams ? `${newParams.line}/${newParams.type}` : '';
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const teamTheme = useTeamPlayTheme();
  // A new play waits for the teams, so it starts in its team's colours.
  const waitsForTheme = kind === 'new' && !teamTheme.ready;
  const themeKey = teamTheme.theme ? `${teamTheme.theme.primary}/${teamTheme.theme.secondary}` : '';

  useEffect(() => {
    if (waitsForTheme) return undefined;
    let live = true;
    const done = (value: Loaded) => live && setLoaded(value);
    async function load(): Promise<Loaded> {
      if (kind === 'new') {
        if (!newParams) return { status: 'failed', message: 'Unknown sport.' };
        const created = createNewPlay(newParams.line, newParams.type);
        const play = teamTheme.theme ? { ...created, theme: teamTheme.theme } : created;
        return { status: 'ready', editor: new DesignerEditor(play), source: null };
      }
      if (!playId) return { status: 'failed', message: 'No play was given.' };
      const handed = takeOver(playId);
      if (handed) return { status: 'ready', ...handed };
      let saveTo: PlaySource;
      let answer: { play: unknown; readOnly: boolean };
      if (kind === 'team') {
        if (!teamId) return { status: 'failed', message: 'No team play was given.' };
        answer = await dispatch(
          designerApi.endpoints.designerGetSharedPlay.initiate(
            srcPlaybookId ? { teamId, srcPlaybookId, playId } : { teamId, playId },
            { forceRefetch: true },
          ),
        ).unwrap();
        // The spec's link carries no source: the answer's play names the playbook it is saved through.
        const source = srcPlaybookId ?? playbookIdOf(answer.play);
        if (!source) return { status: 'failed', message: 'This play could not be read.' };
        saveTo = { kind: 'team', teamId, srcPlaybookId: source };
      } else {
        const playbook = await dispatch(designerApi.endpoints.designerMyPlaybook.initiate()).unwrap();
        saveTo = { kind: 'own', playbookId: playbook.id };
        answer = await dispatch(
          designerApi.endpoints.designerGetPlay.initiate(
            { playbookId: playbook.id, playId },
            { forceRefetch: true },
          ),
        ).unwrap();
      }
      const result = loadPlay(answer.play);
      if (!result.ok) return { status: 'failed', message: 'This play could not be read.' };
      return {
        status: 'ready',
        editor: new DesignerEditor(result.play, { readOnly: answer.readOnly }),
        source: saveTo,
      };
    }
    load().then(done, (error: unknown) =>
      done({
        status: 'failed',
        message: isApiError(error) ? error.message : 'The play could not be loaded.',
      }),
    );
    return () => {
      live = false;
    };
    // newKey stands for newParams and themeKey for teamTheme.theme, which are rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, playId, teamId, srcPlaybookId, newKey, themeKey, waitsForTheme, dispatch]);

  if (loaded.status === 'loading') return <p className="muted">Loading play…</p>;
  if (loaded.status === 'failed') return <p role="alert">{loaded.message}</p>;
  return <DesignerScreen key={loaded.editor.play.id} editor={loaded.editor} source={loaded.source} />;
}

export default DesignerPage;
