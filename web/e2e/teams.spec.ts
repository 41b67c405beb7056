import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  type Credentials,
  DEMO_COACH,
  DEMO_PLAYER,
  fillSignup,
  freshPerson,
  logInAt,
  type Person,
} from './support/accounts';
import { followMailedLink } from './support/mailbox';

async function signUp(page: Page, person: Person) {
  await page.goto('/signup');
  await fillSignup(page, person);
  await expect(page).toHaveURL(/\/feed/);
}

async function logIn(page: Page, account: Credentials) {
  await logInAt(page, account);
  await expect(page).toHaveURL(/\/feed/);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/** Answers the in-app confirm dialog (components/ConfirmDialog) titled `title` with its confirm button. */
async function confirmIn(page: Page, title: string, confirmLabel: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: confirmLabel }).click();
}

/** Opens the switcher and picks a team by name. */
async function chooseTeam(page: Page, name: string) {
  await page.locator('.team-switcher__toggle').click();
  await page
    .getByRole('dialog', { name: 'Teams' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
}

async function openRoster(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Roster' }).click();
  await expect(page).toHaveURL(/\/team\/roster\?t=/);
}

test('a coach creates a program, invites a player by email, changes their role; the player joins by the mailed link and leaves', async ({
  browser,
}) => {
  const coach = await newPage(browser);
  const coachPerson = freshPerson('Casey');
  await signUp(coach, coachPerson);
  await coach.goto('/profile/subscriptions/manage');
  const form = coach.getByRole('form', { name: 'Create program' });
  await form.getByLabel('Program name').fill('Harbor Academy');
  await form.getByLabel('Team 1 name').fill('Harbor Hawks');
  await form.getByRole('button', { name: 'Create program' }).click();
  await expect(coach.getByRole('article', { name: 'Harbor Academy' })).toBeVisible();

  // A new team is inactive, but its admin still sees the roster.
  await openRoster(coach);
  await expect(coach.getByRole('heading', { name: 'Roster' })).toBeVisible();

  const player = freshPerson('Pat');
  await coach.getByRole('button', { name: 'Invite' }).click();
  const invite = coach.getByRole('dialog', { name: 'Invite Members' });
  await invite.getByLabel('Players').fill(player.email);
  await invite.getByRole('button', { name: 'Preview players invitation' }).click();
  await expect(
    invite
      .frameLocator('iframe[title="Invitation preview"]')
      .getByText(/invited you to join Harbor Hawks/)
      .first(),
  ).toBeVisible();
  await invite.getByRole('button', { name: 'Send Invitations' }).click();
  await expect(coach.getByRole('status')).toContainText(`Invitations sent to ${player.email}.`);
  await coach.getByRole('button', { name: 'Done' }).click();

  // A second browser: the mail arrives with a link that works after signing up.
  const guest = await newPage(browser);
  await followMailedLink(guest, player.email, /invited you to join Harbor Hawks/, /\/join-team\?k=/);
  await expect(guest).toHaveURL(/\/login\?d=%2Fjoin-team/);
  await guest.getByRole('link', { name: 'Signup' }).click();
  await expect(guest).toHaveURL(/\/signup\?d=%2Fjoin-team/);
  await fillSignup(guest, player);
  await expect(guest).toHaveURL(/\/join-team\?k=/);
  await expect(guest.getByRole('status')).toHaveText('Successfully joined Harbor Hawks as a player');

  // The coach sees the new player and makes them a coach.
  await coach.reload();
  const playerName = `${player.firstName} ${player.lastName}`;
  await expect(coach.getByRole('link', { name: playerName })).toBeVisible();
  await coach.getByLabel(`Role of ${playerName}`).selectOption('COACH');
  const staff = coach.getByRole('region', { name: 'Staff' });
  await expect(staff.getByText(playerName)).toBeVisible();
  await expect(staff.getByLabel(`Role of ${playerName}`)).toHaveValue('COACH');

  // The player (not an admin) leaves the team.
  await guest.getByRole('link', { name: 'Continue' }).click();
  await guest.locator('.team-switcher__toggle').click();
  await guest.getByRole('button', { name: 'Leave Harbor Hawks' }).click();
  await confirmIn(guest, 'Leave team', 'Leave');
  await expect(guest.getByRole('button', { name: 'Leave Harbor Hawks' })).toHaveCount(0);
  await expect(guest.getByText('You are not on any team yet.')).toBeVisible();

  await coach.reload();
  await expect(coach.getByRole('heading', { name: 'Roster' })).toBeVisible();
  await expect(coach.getByText(playerName)).toHaveCount(0);
});

test('a coach invites a program admin by email; the mailed link makes them one and they edit the program teams', async ({
  browser,
}) => {
  const coach = await newPage(browser);
  await signUp(coach, freshPerson('Morgan'));
  await coach.goto('/profile/subscriptions/manage');
  const form = coach.getByRole('form', { name: 'Create program' });
  await form.getByLabel('Program name').fill('Bayview Prep');
  await form.getByLabel('Team 1 name').fill('Bayview Bears');
  await form.getByRole('button', { name: 'Create program' }).click();
  const card = coach.getByRole('article', { name: 'Bayview Prep' });
  await expect(card).toBeVisible();

  const director = freshPerson('Devon');
  const admins = card.getByRole('region', { name: 'Program admins' });
  await admins.getByLabel('Invite admins by email').fill(director.email);
  await admins.getByRole('button', { name: 'Invite admins' }).click();
  await expect(admins.getByRole('status')).toHaveText(`Invitations sent to ${director.email}.`);

  // The second browser reads the mail and follows its link through sign-up.
  const guest = await newPage(browser);
  await followMailedLink(guest, director.email, /invited you to join Bayview Prep/, /\/join-team\?k=/);
  await expect(guest).toHaveURL(/\/login\?d=%2Fjoin-team/);
  await guest.getByRole('link', { name: 'Signup' }).click();
  await fillSignup(guest, director);
  await expect(guest).toHaveURL(/\/join-team\?k=/);
  await expect(guest.getByRole('status')).toHaveText('Successfully joined Bayview Bears as an admin');

  // As a program admin they see the program's team and edit it, without being on the team.
  await guest.goto('/profile/subscriptions/manage');
  const theirCard = guest.getByRole('article', { name: 'Bayview Prep' });
  await expect(theirCard.getByText('Bayview Bears')).toBeVisible();
  const directorName = `${director.firstName} ${director.lastName}`;
  await expect(
    theirCard.getByRole('region', { name: 'Program admins' }).getByText(directorName),
  ).toBeVisible();
  await theirCard.getByRole('button', { name: 'Edit teams' }).click();
  const editor = theirCard.getByRole('form', { name: 'Edit Bayview Prep teams' });
  await editor.getByLabel('Team 1 name').fill('Bayview Grizzlies');
  await editor.getByRole('button', { name: 'Save teams' }).click();
  await expect(theirCard.getByText('Bayview Grizzlies')).toBeVisible();
  await guest.locator('.team-switcher__toggle').click();
  await expect(
    guest.getByRole('dialog', { name: 'Teams' }).getByRole('button', { name: /^Bayview Grizzlies/ }),
  ).toBeVisible();

  // The coach sees the change, and removes the program admin again.
  await coach.reload();
  await expect(card.getByText('Bayview Grizzlies')).toBeVisible();
  await card
    .getByRole('region', { name: 'Program admins' })
    .getByRole('button', { name: `Remove ${directorName} as program admin` })
    .click();
  await confirmIn(coach, 'Remove program admin', 'Remove');
  await expect(card.getByRole('region', { name: 'Program admins' }).getByRole('status')).toHaveText(
    `${directorName} is no longer a program admin.`,
  );
  await guest.goto('/profile/subscriptions/manage');
  await expect(guest.getByText('You have no programs yet. Create one below.')).toBeVisible();
});

test('join by key with the roster queue: pending, approved, then the roster as the flags allow', async ({
  browser,
}) => {
  const coach = await newPage(browser);
  await logIn(coach, DEMO_COACH);
  await chooseTeam(coach, 'Demo Lacrosse');
  await openRoster(coach);
  const settings = coach.getByRole('group', { name: 'Team settings' });
  const queue = settings.getByLabel('New players wait for approval');
  const viewRoster = settings.getByLabel('Players can view the team roster');
  await queue.check();
  await expect(queue).toBeChecked();
  if (await viewRoster.isChecked()) await viewRoster.uncheck();
  await expect(viewRoster).not.toBeChecked();
  const teamKey = (await coach.getByLabel('Team key').textContent())?.trim() ?? '';
  expect(teamKey).toMatch(/^[A-Z]{8}$/);

  // The demo player is already on the team.
  const demoPlayer = await newPage(browser);
  await logIn(demoPlayer, DEMO_PLAYER);
  await demoPlayer.locator('.team-switcher__toggle').click();
  await demoPlayer.getByRole('button', { name: 'Join Team' }).click();
  await demoPlayer.getByLabel('Team key').fill(teamKey);
  await demoPlayer.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(demoPlayer.getByText('You are already joined to this team')).toBeVisible();

  // A new player joins by key and waits for the coach.
  const player = await newPage(browser);
  const person = freshPerson('Robin');
  const name = `${person.firstName} ${person.lastName}`;
  await signUp(player, person);
  await player.getByRole('button', { name: 'Select a team' }).click();
  await player.getByRole('button', { name: 'Join Team' }).click();
  await player.getByLabel('Team key').fill(teamKey.toLowerCase());
  await player.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(
    player.getByText('Your coach needs to review your membership. Check back later.'),
  ).toBeVisible();
  await player.reload();
  await openRoster(player);
  await expect(player.getByRole('alert')).toHaveText(
    'Your membership to this team is still pending. Talk to your coach about approving your access.',
  );

  // The coach accepts the pending member.
  await coach.reload();
  await coach.getByLabel(`Decision for ${name}`).selectOption('accept');
  await coach.getByRole('button', { name: 'Save Pending Changes' }).click();
  await expect(coach.getByText('Pending members updated')).toBeVisible();
  await expect(coach.getByRole('link', { name })).toBeVisible();

  // Accepted, but players may not view the roster until the coach allows it.
  await player.reload();
  await expect(player.getByRole('alert')).toHaveText(
    "Your coach has not shared this team's roster with players.",
  );
  await viewRoster.check();
  await expect(viewRoster).toBeChecked();
  await player.reload();
  await expect(player.getByRole('link', { name })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Invite' })).toHaveCount(0);

  // Leave the demo team as it was.
  await queue.uncheck();
  await viewRoster.uncheck();
  await expect(queue).not.toBeChecked();
  await expect(viewRoster).not.toBeChecked();
});
