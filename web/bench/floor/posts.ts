/** What the floor pages show: the shape of /feed's first screen. */
export interface FloorPost {
  author: string;
  date: string;
  text: string;
}

/** Two posts of the demo team's length, for the variants that read nothing. */
export const STATIC_POSTS: FloorPost[] = [
  {
    author: 'Casey Coach',
    date: 'Nov 27, 2026',
    text: 'Great practice today. Film session Thursday before the Wildcats game: bring your playbook questions, we will walk the new baseline out of bounds set twice.',
  },
  {
    author: 'Casey Coach',
    date: 'Nov 26, 2026',
    text: 'Reminder: the bus leaves at 4:15 PM on Saturday. Wear the home whites and be on the floor for warm-ups by 5:00.',
  },
];

export const NAVIGATION = ['Home', 'Playbook', 'Schedule', 'Roster', 'Documents'];
