/** What the select tool has picked: one item of the play, by kind and id. */
export type Selection =
  | { kind: 'player'; id: string }
  | { kind: 'piece'; id: string }
  | { kind: 'ball'; id: string }
  | { kind: 'move'; id: string }
  | { kind: 'comment'; id: string }
  | { kind: 'pass'; id: string }
  | { kind: 'shot'; id: string }
  | { kind: 'option'; id: string }
  | { kind: 'assignment'; id: string };
