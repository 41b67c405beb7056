import { SegmentedControl } from '@mantine/core';

export type ScheduleView = 'list' | 'month';

/** The schedule's List/Month switch ("Schedule view"), in the desktop bar and in the phone toolbar. */
export function ScheduleViewSwitch(props: {
  value: ScheduleView;
  onChange: (view: ScheduleView) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <SegmentedControl
      size={props.size}
      aria-label="Schedule view"
      value={props.value}
      onChange={(value) => props.onChange(value as ScheduleView)}
      data={[
        { value: 'list', label: 'List' },
        { value: 'month', label: 'Month' },
      ]}
    />
  );
}
