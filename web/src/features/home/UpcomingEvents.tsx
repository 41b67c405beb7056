import { Anchor, Card, List, Text, Title } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { useFeature } from '../../config/features';
import { useActiveTeam, useTeamPath } from '../teams/use-active-team';
import { eventName, eventWhen, RSVP_LABELS } from '../schedule/event-labels';
import { useGetScheduleQuery } from '../schedule/scheduleApi';

/** Spec 1 §9 "most recent items shown: 3": the active team's next three events, for the home page. */
export function UpcomingEvents() {
  const enabled = useFeature('Schedule');
  const { team, teamId } = useActiveTeam();
  const teamPath = useTeamPath();
  // Pending members and Basic-plan teams have no schedule; the card stays away rather than showing an error.
  const usable = enabled && team && !team.pending && team.plan !== 'BASIC';
  const schedule = useGetScheduleQuery(usable && teamId ? { teamId } : skipToken);
  if (!usable || !schedule.data) return null;
  const next = schedule.data.events.filter((event) => !event.cancelled).slice(0, 3);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="upcoming-events-title">
      <Title order={2} size="h4" id="upcoming-events-title">
        Upcoming events
      </Title>
      {next.length === 0 ? (
        <Text size="sm">
          Nothing scheduled.{' '}
          <Anchor c="brand" component={Link} to={teamPath('/schedule')}>
            Open the schedule
          </Anchor>
        </Text>
      ) : (
        <List spacing="xs" mt="xs" listStyleType="none">
          {next.map((event) => (
            <List.Item key={event.id}>
              <Anchor c="brand" component={Link} to={teamPath(`/schedule?ev=${event.id}`)}>
                {eventName(event)}
              </Anchor>
              <Text size="xs">
                {eventWhen(event)}
                {event.myRsvp ? ` · ${RSVP_LABELS[event.myRsvp]}` : ''}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
