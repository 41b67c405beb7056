import { Anchor, Button, Card, Group, List, Progress, Text, ThemeIcon, Title } from '@mantine/core';
import {
  type FeatureSwitch,
  onboardingChecklist,
  type OnboardingStep,
  type ProfileFlag,
} from '@chalktalk/domain';
import { IconCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useFeature } from '../../config/features';
import { selectUser } from '../auth/authSlice';
import { useGetProfileQuery, useSetProfileFlagMutation } from '../profile/profileApi';
import { allTeams } from '../teams/team-access';
import { useRetrieveTeamsQuery } from '../teams/teamsApi';
import { useTeamPath } from '../teams/use-active-team';
import { hasInvitedTeam, onboardingTeamsOf } from './onboarding-teams';
import { useInstallPrompt } from './use-install-prompt';

/** Where each step is done in the app, and the feature switch that page sits behind. */
const STEP_PAGES: Partial<Record<OnboardingStep, { path: string; feature: FeatureSwitch }>> = {
  firstPlay: { path: '/playbook', feature: 'PlayDesigner' },
  playbook: { path: '/playbook', feature: 'PlayDesigner' },
  viewPlaybook: { path: '/playbook?pb=team', feature: 'PlayDesigner' },
  roster: { path: '/team/roster', feature: 'Roster' },
  schedule: { path: '/schedule', feature: 'Schedule' },
  viewSchedule: { path: '/schedule', feature: 'Schedule' },
};

/** Steps the app cannot observe: the user says they did them. */
const SELF_REPORTED: readonly OnboardingStep[] = ['shareSocial', 'followSocial', 'downloadApp'];

interface StepActionProps {
  step: OnboardingStep;
  label: string;
  done: boolean;
  markDone: () => void;
}

/** Each action names its step for screen readers, so a list of "Go" links still says where each goes. */
function StepAction({ step, label, done, markDone }: StepActionProps) {
  const context = <span className="visually-hidden">: {label}</span>;
  const teamPath = useTeamPath();
  const page = STEP_PAGES[step];
  const pageOn = useFeature(page?.feature ?? 'PlayDesigner');
  const { install } = useInstallPrompt(markDone);
  if (done) return null;
  return (
    <Group gap="xs">
      {page && pageOn && (
        <Anchor c="brand" component={Link} to={teamPath(page.path)} size="sm">
          Go{context}
        </Anchor>
      )}
      {step === 'downloadApp' && install && (
        <Button size="compact-xs" onClick={() => void install()}>
          Install
        </Button>
      )}
      {SELF_REPORTED.includes(step) && (
        <Button size="compact-xs" variant="subtle" onClick={markDone}>
          Mark done{context}
        </Button>
      )}
    </Group>
  );
}

/**
 * Spec 3 §4's onboarding checklist on the home page: the steps chosen by the user's teams, done from the profile
 * flags, gone for good with HIDE_PROFILE_SETUP (Hide). It also sets INVITED_TEAM once a coach's team has members.
 */
export function OnboardingChecklist() {
  const user = useAppSelector(selectUser);
  const { data: profile } = useGetProfileQuery();
  const { data: teamsAnswer } = useRetrieveTeamsQuery();
  const [setProfileFlag] = useSetProfileFlagMutation();
  const teams = useMemo(() => allTeams(teamsAnswer), [teamsAnswer]);
  const flags = profile?.profileFlags;

  const invited = Boolean(user && teamsAnswer && hasInvitedTeam(teams, user.id));
  useEffect(() => {
    if (invited && flags && !flags.INVITED_TEAM) void setProfileFlag({ flag: 'INVITED_TEAM', value: true });
  }, [invited, flags, setProfileFlag]);

  const mark = useCallback(
    (flag: ProfileFlag) => void setProfileFlag({ flag, value: true }),
    [setProfileFlag],
  );

  if (!user || !profile || !teamsAnswer) return null;
  const items = onboardingChecklist(onboardingTeamsOf(teams, user.id), profile.profileFlags);
  if (!items) return null;
  const done = items.filter((item) => item.done).length;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="onboarding-title">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4" id="onboarding-title">
          Get started
        </Title>
        <Button size="compact-sm" variant="subtle" onClick={() => mark('HIDE_PROFILE_SETUP')}>
          Hide
        </Button>
      </Group>
      <Text size="sm">
        {done} of {items.length} done
      </Text>
      <Progress value={(done / items.length) * 100} my="xs" aria-label="Progress" />
      <List spacing="xs" listStyleType="none">
        {items.map((item) => (
          <List.Item
            key={item.step}
            icon={
              <ThemeIcon
                size={20}
                radius="xl"
                variant="light"
                color={item.done ? 'green' : 'gray'}
                aria-hidden
              >
                {item.done ? <IconCircleCheck size={16} /> : <IconCircle size={16} />}
              </ThemeIcon>
            }
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" td={item.done ? 'line-through' : undefined}>
                {item.label}
                {item.done && <span className="visually-hidden"> (done)</span>}
              </Text>
              <StepAction
                step={item.step}
                label={item.label}
                done={item.done}
                markDone={() => mark(item.flag)}
              />
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
