import { defaultTemplate, SAVE_CONFLICT_MESSAGES } from '@chalktalk/domain';
import { screen, waitFor } from '@testing-library/react';
import { conflictReply, fieldRefusal, mockApi, type MockReply } from '../../test/fetch-mock';
import {
  makeEvaluationTemplate,
  makeProfile,
  makeProgram,
  makeSession,
  makeTeam,
  signedInState,
  teamsResponse,
} from '../../test/factories';
import { renderApp } from '../../test/render';
import type { EvaluationTemplate } from './evaluations.types';

interface SentTemplate {
  id?: string;
  version?: number;
  name: string;
}

const stored = (id: string, version: number, name: string): EvaluationTemplate =>
  makeEvaluationTemplate({ id, version, name });

/**
 * A templates server with versions as the service keeps them: an update names the version it was edited from, and
 * another version is refused with G010. `hold` keeps a save's answer back until released; `staleReads` answers the
 * next list reads with the list as it was before the latest save (a read that was on its way when the save landed).
 */
function setup(options: { templates?: EvaluationTemplate[]; at?: string; refusal?: MockReply } = {}) {
  const session = makeSession();
  const program = makeProgram({ paid: true });
  const team = makeTeam(program, {
    paid: true,
    sport: 'BASKETBALL_HS',
    members: { [session.user.id]: { role: 'ADMIN' } },
  });
  let templates = options.templates ?? [];
  let before = templates;
  const control = { staleReads: 0, hold: null as Promise<void> | null };
  const server = mockApi({
    'GET /api/account/getProfile': { body: makeProfile(session.user) },
    'GET /api/teams/retrieveTeams': { body: teamsResponse({ joined: [team], programs: [program] }) },
    'GET /api/evaluations/getEvaluationTemplates': () => {
      const list = control.staleReads > 0 ? before : templates;
      if (control.staleReads > 0) control.staleReads -= 1;
      return { body: { templates: list, defaults: defaultTemplate('basketball') } };
    },
    'POST /api/evaluations/saveEvaluationTemplate': async ({ body }) => {
      if (control.hold) await control.hold;
      if (options.refusal) return options.refusal;
      const sent = (body as { template: SentTemplate & EvaluationTemplate }).template;
      const existing = templates.find((t) => t.id === sent.id);
      if (sent.id && existing && sent.version !== existing.version) return conflictReply(existing.version);
      const next = {
        ...sent,
        id: sent.id ?? `tpl-${templates.length + 1}`,
        version: (existing?.version ?? 0) + 1,
      };
      const saved = stored(next.id, next.version, sent.name);
      before = templates;
      templates = [saved, ...templates.filter((t) => t.id !== saved.id)];
      return { body: { template: saved } };
    },
  });
  const view = renderApp(`/profile/settings/evaluation/template?t=${team.id}${options.at ?? ''}`, {
    preloadedState: signedInState(session),
  });
  const sent = () =>
    server
      .calls('POST /api/evaluations/saveEvaluationTemplate')
      .map((c) => (c.body as { template: SentTemplate }).template);
  return { ...view, server, control, sent, replace: (list: EvaluationTemplate[]) => (templates = list) };
}

const nameField = () => screen.findByRole('textbox', { name: 'Name' });

describe('TemplateSettingsPage saves with the version it edited', () => {
  // A whole page per test: on a loaded machine one took 30 s.
  jest.setTimeout(60_000);

  it('keeps a rename typed while the first save of a new template is on its way, and saves it as an update', async () => {
    const { user, control, sent } = setup();
    let release!: () => void;
    control.hold = new Promise((resolve) => (release = resolve));
    await user.clear(await nameField());
    await user.type(await nameField(), 'Zone');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.type(await nameField(), ' press');
    release();
    control.hold = null;
    expect(await screen.findByText('Template saved (version 1).')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await nameField()).toHaveValue('Zone press');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved (version 2).')).toBeInTheDocument();
    expect(sent()[1]).toMatchObject({ id: 'tpl-1', version: 1, name: 'Zone press' });
  });

  it('a rename right after "Template saved" carries the version of that answer, even when a list read from before it lands', async () => {
    const { user, control, sent } = setup({ templates: [stored('tpl-1', 3, 'Press')], at: '&e=tpl-1' });
    await user.clear(await nameField());
    await user.type(await nameField(), 'Zone');
    control.staleReads = 1;
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved (version 4).')).toBeInTheDocument();
    await user.type(await nameField(), ' press');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved (version 5).')).toBeInTheDocument();
    expect(sent()).toMatchObject([
      { id: 'tpl-1', version: 3, name: 'Zone' },
      { id: 'tpl-1', version: 4, name: 'Zone press' },
    ]);
    expect(screen.queryByText(SAVE_CONFLICT_MESSAGES.changedElsewhere)).not.toBeInTheDocument();
  });

  it('shows a conflict when someone else saved meanwhile, keeps the text, and saves it over theirs on request', async () => {
    const { user, sent, replace } = setup({ templates: [stored('tpl-1', 3, 'Press')], at: '&e=tpl-1' });
    await user.clear(await nameField());
    await user.type(await nameField(), 'Mine');
    replace([stored('tpl-1', 4, 'Theirs')]);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SAVE_CONFLICT_MESSAGES.changedElsewhere);
    expect(alert).toHaveTextContent(SAVE_CONFLICT_MESSAGES.keptYours);
    expect(await nameField()).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: SAVE_CONFLICT_MESSAGES.overwrite }));
    expect(await screen.findByText('Template saved (version 5).')).toBeInTheDocument();
    expect(sent()[1]).toMatchObject({ id: 'tpl-1', version: 4, name: 'Mine' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads the latest version on request after a conflict, and saves from it', async () => {
    const { user, sent, replace } = setup({ templates: [stored('tpl-1', 3, 'Press')], at: '&e=tpl-1' });
    await user.clear(await nameField());
    await user.type(await nameField(), 'Mine');
    replace([stored('tpl-1', 4, 'Theirs')]);
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await user.click(await screen.findByRole('button', { name: SAVE_CONFLICT_MESSAGES.loadLatest }));
    await waitFor(async () => expect(await nameField()).toHaveValue('Theirs'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Template saved (version 5).')).toBeInTheDocument();
    expect(sent()[1]).toMatchObject({ version: 4, name: 'Theirs' });
  });

  it("shows the server's refusal of a measured field's label under that label, not above Save, until it is edited", async () => {
    const message = 'Too big: expected string to have <=40 characters';
    const { user } = setup({ refusal: fieldRefusal('template.measuredFields.0.label', message) });
    const label = (await screen.findAllByRole('textbox', { name: 'Label' }))[0]!;
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('The request was invalid.')).toBeNull();

    await user.type(label, 's');
    expect(screen.queryByText(message)).toBeNull();
  });
});
