import { Button, Group, Menu } from '@mantine/core';
import { IconCalendarShare, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type ScheduleView, ScheduleViewSwitch } from './ScheduleViewSwitch';

/**
 * The schedule's toolbar on a phone, one row so the first event shows above the fold: the main action (New event,
 * editors), the List/Month switch (the feed tab) and a "More" menu holding the rest under the names the desktop
 * buttons carry. Each action is given only where it applies (editors, program admins, the list with events).
 */
export function PhoneScheduleToolbar(props: {
  /** The List/Month switch, on the feed tab. */
  view?: { value: ScheduleView; onChange: (view: ScheduleView) => void };
  onNewEvent?: () => void;
  onSelectEvents?: () => void;
  /** The editors' other tab: its name in the menu and how to open it. */
  otherTab?: { label: string; onOpen: () => void };
  onEventTypes?: () => void;
  onCalendarFeed: () => void;
  clubCalendarTo?: string;
}) {
  const { view, onNewEvent, onSelectEvents, otherTab, onEventTypes, onCalendarFeed, clubCalendarTo } = props;
  return (
    <Group gap="xs" wrap="nowrap" w="100%" justify="space-between">
      {onNewEvent && (
        <Button size="sm" px="xs" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewEvent}>
          New event
        </Button>
      )}
      {view && <ScheduleViewSwitch size="sm" value={view.value} onChange={view.onChange} />}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="sm"
            px="xs"
            variant="default"
            rightSection={<IconChevronDown size={16} aria-hidden />}
          >
            More
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {onSelectEvents && <Menu.Item onClick={onSelectEvents}>Select events</Menu.Item>}
          {otherTab && <Menu.Item onClick={otherTab.onOpen}>{otherTab.label}</Menu.Item>}
          {onEventTypes && <Menu.Item onClick={onEventTypes}>Event types and places</Menu.Item>}
          <Menu.Item leftSection={<IconCalendarShare size={16} aria-hidden />} onClick={onCalendarFeed}>
            Calendar feed
          </Menu.Item>
          {clubCalendarTo && (
            <Menu.Item component={Link} to={clubCalendarTo}>
              Club calendar
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
